CREATE TABLE `approval_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`version` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`key` text NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `approval_keys_tenant_version_idx` ON `approval_keys` (`tenant_id`,`version`);--> statement-breakpoint
CREATE TABLE `approvers` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`version` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`name` text NOT NULL,
	`salt` text NOT NULL,
	`iterations` integer NOT NULL,
	`verifier` text NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `approvers_tenant_version_idx` ON `approvers` (`tenant_id`,`version`);--> statement-breakpoint
CREATE TABLE `cash_movements` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`version` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`shift_id` text NOT NULL,
	`kind` text NOT NULL,
	`amount` integer NOT NULL,
	`reason` text NOT NULL,
	`created_by` text NOT NULL,
	`approved_by` text,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `cash_movements_tenant_version_idx` ON `cash_movements` (`tenant_id`,`version`);--> statement-breakpoint
CREATE INDEX `cash_movements_shift_idx` ON `cash_movements` (`tenant_id`,`shift_id`);--> statement-breakpoint
CREATE TABLE `shifts` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`version` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`device_id` text NOT NULL,
	`cashier_id` text NOT NULL,
	`business_day` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`opened_at` integer NOT NULL,
	`opening_float` integer NOT NULL,
	`closed_at` integer,
	`closed_by` text,
	`counted_cash` integer,
	`denominations` text,
	`expected_cash` integer,
	`closes_day` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shifts_tenant_version_idx` ON `shifts` (`tenant_id`,`version`);--> statement-breakpoint
CREATE INDEX `shifts_device_status_idx` ON `shifts` (`tenant_id`,`device_id`,`status`);--> statement-breakpoint
CREATE INDEX `shifts_business_day_idx` ON `shifts` (`tenant_id`,`business_day`);