CREATE TABLE `diner_orders` (
	`order_id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`client_order_id` text NOT NULL,
	`diner_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`payment_method` text NOT NULL,
	`token_no` text NOT NULL,
	`business_day` text NOT NULL,
	`summary` text,
	`provider` text,
	`provider_ref` text,
	`amount` integer,
	`currency` text,
	`payment_state` text DEFAULT 'none' NOT NULL,
	`payment_id` text,
	`paid_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `diner_orders_client_uq` ON `diner_orders` (`tenant_id`,`client_order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `diner_orders_token_uq` ON `diner_orders` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `diner_orders_provider_ref_uq` ON `diner_orders` (`provider`,`provider_ref`) WHERE provider_ref is not null;--> statement-breakpoint
CREATE INDEX `diner_orders_diner_idx` ON `diner_orders` (`tenant_id`,`diner_id`);--> statement-breakpoint
CREATE TABLE `diner_profiles` (
	`tenant_id` text NOT NULL,
	`diner_id` text NOT NULL,
	`phone` text NOT NULL,
	`name` text,
	`address` text,
	`landmark` text,
	`lat` real,
	`lng` real,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`tenant_id`, `diner_id`, `phone`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
