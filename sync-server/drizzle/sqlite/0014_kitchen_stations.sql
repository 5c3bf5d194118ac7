CREATE TABLE `stations` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`version` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`title` text NOT NULL,
	`warn_after_minutes` integer DEFAULT 10 NOT NULL,
	`late_after_minutes` integer DEFAULT 20 NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `stations_tenant_version_idx` ON `stations` (`tenant_id`,`version`);--> statement-breakpoint
ALTER TABLE `categories` ADD `station_id` text;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `station_id` text;--> statement-breakpoint
ALTER TABLE `order_items` ADD `station_id` text;