CREATE TABLE `invoice_series` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`version` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`series` text NOT NULL,
	`device_code` text NOT NULL,
	`financial_year` text NOT NULL,
	`last_no` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoice_series_tenant_version_idx` ON `invoice_series` (`tenant_id`,`version`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_series_uq` ON `invoice_series` (`tenant_id`,`series`);--> statement-breakpoint
ALTER TABLE `menu_items` ADD `hsn` text;--> statement-breakpoint
ALTER TABLE `taxes` ADD `kind` text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `invoice_no` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `buyer_gstin` text;--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_invoice_no_uq` ON `invoices` (`tenant_id`,`invoice_no`);--> statement-breakpoint
ALTER TABLE `order_items` ADD `hsn` text;--> statement-breakpoint
ALTER TABLE `order_items` ADD `tax_kind` text;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `gstin` text;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `legal_name` text;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `fssai` text;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `composition` integer DEFAULT false NOT NULL;