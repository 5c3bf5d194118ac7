CREATE TABLE `refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`version` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`invoice_id` text NOT NULL,
	`business_day` text NOT NULL,
	`amount` integer NOT NULL,
	`tax_amount` integer DEFAULT 0 NOT NULL,
	`item_ids` text NOT NULL,
	`method` text NOT NULL,
	`tenders` text NOT NULL,
	`customer_id` text,
	`reason` text NOT NULL,
	`device_id` text,
	`created_by` text,
	`approved_by` text,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `refunds_tenant_version_idx` ON `refunds` (`tenant_id`,`version`);--> statement-breakpoint
CREATE INDEX `refunds_invoice_idx` ON `refunds` (`tenant_id`,`invoice_id`);--> statement-breakpoint
CREATE INDEX `refunds_created_at_idx` ON `refunds` (`tenant_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `invoices` ADD `tenders` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `discount_total` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `approval_limit` integer DEFAULT 0 NOT NULL;