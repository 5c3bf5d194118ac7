CREATE TABLE `sales_summary_items` (
	`tenant_id` text NOT NULL,
	`kind` text NOT NULL,
	`period_start` integer NOT NULL,
	`item_id` text NOT NULL,
	`orders_count` integer NOT NULL,
	`item_title` text NOT NULL,
	`unit_price` integer NOT NULL,
	PRIMARY KEY(`tenant_id`, `kind`, `period_start`, `item_id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sales_summary_items_item_idx` ON `sales_summary_items` (`tenant_id`,`kind`,`item_id`,`period_start`);--> statement-breakpoint
CREATE TABLE `sales_summary_state` (
	`tenant_id` text PRIMARY KEY NOT NULL,
	`time_zone` text NOT NULL,
	`day_start` text NOT NULL,
	`through_version` integer NOT NULL,
	`ready` integer DEFAULT false NOT NULL,
	`started_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `sales_summary_totals` (
	`tenant_id` text NOT NULL,
	`kind` text NOT NULL,
	`period_start` integer NOT NULL,
	`period_end` integer NOT NULL,
	`revenue` integer NOT NULL,
	`tax_total` integer NOT NULL,
	`net_sales` integer NOT NULL,
	`orders_count` integer NOT NULL,
	PRIMARY KEY(`tenant_id`, `kind`, `period_start`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
