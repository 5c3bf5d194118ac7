CREATE TABLE `print_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`printer_id` text NOT NULL,
	`kind` text NOT NULL,
	`mark` text,
	`order_id` text,
	`payload` blob NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`lease_until` integer,
	`lease_owner` text,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	`error` text,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `print_jobs_due_idx` ON `print_jobs` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `print_jobs_printer_idx` ON `print_jobs` (`tenant_id`,`printer_id`,`status`);--> statement-breakpoint
CREATE TABLE `print_marks` (
	`tenant_id` text NOT NULL,
	`key` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`tenant_id`, `key`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `printers` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`title` text NOT NULL,
	`connection` text NOT NULL,
	`host` text,
	`port` integer,
	`paper_width` integer DEFAULT 80 NOT NULL,
	`language` text DEFAULT 'esc-pos' NOT NULL,
	`role` text NOT NULL,
	`station_ids` text NOT NULL,
	`backup_printer_id` text,
	`has_drawer` integer DEFAULT false NOT NULL,
	`cloudprnt_mac` text,
	`cloudprnt_token` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `printers_tenant_idx` ON `printers` (`tenant_id`);--> statement-breakpoint
CREATE INDEX `printers_cloudprnt_mac_idx` ON `printers` (`cloudprnt_mac`);