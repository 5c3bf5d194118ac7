CREATE TABLE `device_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`tenant_id` text,
	`role` text NOT NULL,
	`device_name` text NOT NULL,
	`device_ip` text NOT NULL,
	`device_location` text,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `device_sessions_user_id_idx` ON `device_sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `device_sessions_tenant_id_idx` ON `device_sessions` (`tenant_id`);--> statement-breakpoint
CREATE TABLE `password_resets` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_resets_user_id_idx` ON `password_resets` (`user_id`);--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`session_id`) REFERENCES `device_sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `refresh_tokens_session_id_idx` ON `refresh_tokens` (`session_id`);--> statement-breakpoint
CREATE TABLE `server_secrets` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `subscription_history` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`subscription_id` text NOT NULL,
	`status` text NOT NULL,
	`amount` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`starts_on` integer NOT NULL,
	`expires_on` integer,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `subscription_history_tenant_id_idx` ON `subscription_history` (`tenant_id`);--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`plan` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`starts_on` integer NOT NULL,
	`expires_on` integer,
	`cancelled_at` integer,
	`provider_ref` text,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `subscriptions_tenant_id_idx` ON `subscriptions` (`tenant_id`);--> statement-breakpoint
CREATE TABLE `tenants` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`parent_id` text,
	`is_active` integer DEFAULT true NOT NULL,
	`approved` integer DEFAULT false NOT NULL,
	`plan` text DEFAULT 'free' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`parent_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tenants_parent_id_idx` ON `tenants` (`parent_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`name` text NOT NULL,
	`role` text NOT NULL,
	`scope` text DEFAULT '' NOT NULL,
	`designation` text,
	`phone` text,
	`email` text,
	`photo` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE INDEX `users_tenant_id_idx` ON `users` (`tenant_id`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text,
	`actor` text,
	`action` text NOT NULL,
	`entity` text,
	`entity_id` text,
	`detail` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_tenant_created_idx` ON `audit_log` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `addons` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`version` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`item_id` text NOT NULL,
	`title` text NOT NULL,
	`price` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `menu_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `addons_tenant_version_idx` ON `addons` (`tenant_id`,`version`);--> statement-breakpoint
CREATE INDEX `addons_item_idx` ON `addons` (`item_id`);--> statement-breakpoint
CREATE TABLE `categories` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`version` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`title` text NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `categories_tenant_version_idx` ON `categories` (`tenant_id`,`version`);--> statement-breakpoint
CREATE TABLE `menu_items` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`version` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`title` text NOT NULL,
	`price` integer NOT NULL,
	`net_price` integer,
	`category_id` text,
	`tax_id` text,
	`image_hash` text,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `menu_items_tenant_version_idx` ON `menu_items` (`tenant_id`,`version`);--> statement-breakpoint
CREATE INDEX `menu_items_category_idx` ON `menu_items` (`tenant_id`,`category_id`);--> statement-breakpoint
CREATE TABLE `payment_types` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`version` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`title` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payment_types_tenant_version_idx` ON `payment_types` (`tenant_id`,`version`);--> statement-breakpoint
CREATE TABLE `store_tables` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`version` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`table_title` text NOT NULL,
	`floor` text DEFAULT '-' NOT NULL,
	`seating_capacity` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `store_tables_tenant_version_idx` ON `store_tables` (`tenant_id`,`version`);--> statement-breakpoint
CREATE TABLE `taxes` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`version` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`title` text NOT NULL,
	`rate` integer NOT NULL,
	`type` text NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `taxes_tenant_version_idx` ON `taxes` (`tenant_id`,`version`);--> statement-breakpoint
CREATE TABLE `variants` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`version` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`item_id` text NOT NULL,
	`title` text NOT NULL,
	`price` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `menu_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `variants_tenant_version_idx` ON `variants` (`tenant_id`,`version`);--> statement-breakpoint
CREATE INDEX `variants_item_idx` ON `variants` (`item_id`);--> statement-breakpoint
CREATE TABLE `customers` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`version` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`phone` text NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`gender` text,
	`birth_date` text,
	`address` text,
	`landmark` text,
	`lat` real,
	`lng` real,
	`balance_due` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `customers_tenant_version_idx` ON `customers` (`tenant_id`,`version`);--> statement-breakpoint
CREATE UNIQUE INDEX `customers_tenant_phone_uq` ON `customers` (`tenant_id`,`phone`) WHERE deleted = false;--> statement-breakpoint
CREATE TABLE `delivery_info` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`version` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`customer_id` text,
	`phone` text NOT NULL,
	`name` text,
	`address` text,
	`landmark` text,
	`lat` real,
	`lng` real,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `delivery_info_tenant_version_idx` ON `delivery_info` (`tenant_id`,`version`);--> statement-breakpoint
CREATE INDEX `delivery_info_phone_idx` ON `delivery_info` (`tenant_id`,`phone`);--> statement-breakpoint
CREATE INDEX `delivery_info_customer_idx` ON `delivery_info` (`tenant_id`,`customer_id`);--> statement-breakpoint
CREATE TABLE `images` (
	`hash` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`mime` text NOT NULL,
	`bytes` blob NOT NULL,
	`size` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `images_tenant_idx` ON `images` (`tenant_id`);--> statement-breakpoint
CREATE TABLE `invoice_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`version` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`invoice_id` text NOT NULL,
	`order_id` text NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoice_orders_tenant_version_idx` ON `invoice_orders` (`tenant_id`,`version`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_orders_uq` ON `invoice_orders` (`invoice_id`,`order_id`);--> statement-breakpoint
CREATE INDEX `invoice_orders_order_idx` ON `invoice_orders` (`order_id`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`version` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`business_day` text NOT NULL,
	`sub_total` integer NOT NULL,
	`tax_total` integer NOT NULL,
	`fee_total` integer DEFAULT 0 NOT NULL,
	`total` integer NOT NULL,
	`is_credit` integer DEFAULT false NOT NULL,
	`payment_type_id` text,
	`delivery_type` text,
	`table_id` text,
	`customer_type` text DEFAULT 'WALKIN' NOT NULL,
	`customer_id` text,
	`name` text,
	`phone` text,
	`email` text,
	`device_id` text,
	`created_by` text,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoices_tenant_version_idx` ON `invoices` (`tenant_id`,`version`);--> statement-breakpoint
CREATE INDEX `invoices_created_at_idx` ON `invoices` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `order_items` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`version` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`order_id` text NOT NULL,
	`item_id` text NOT NULL,
	`item_title` text NOT NULL,
	`variant_id` text,
	`variant_title` text,
	`variant_price` integer,
	`unit_price` integer NOT NULL,
	`quantity` integer NOT NULL,
	`tax_rate` integer DEFAULT 0 NOT NULL,
	`tax_type` text,
	`status` text DEFAULT 'created' NOT NULL,
	`notes` text,
	`addons` text NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_items_tenant_version_idx` ON `order_items` (`tenant_id`,`version`);--> statement-breakpoint
CREATE INDEX `order_items_order_idx` ON `order_items` (`order_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`version` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`token_no` text NOT NULL,
	`business_day` text NOT NULL,
	`delivery_type` text NOT NULL,
	`customer_type` text DEFAULT 'WALKIN' NOT NULL,
	`customer_id` text,
	`customer_name` text,
	`table_id` text,
	`status` text DEFAULT 'created' NOT NULL,
	`payment_status` text DEFAULT 'pending' NOT NULL,
	`payment_method` text,
	`sub_total` integer DEFAULT 0 NOT NULL,
	`tax_total` integer DEFAULT 0 NOT NULL,
	`fee_total` integer DEFAULT 0 NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`device_id` text,
	`created_by` text,
	`diner_id` text,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `orders_tenant_version_idx` ON `orders` (`tenant_id`,`version`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_token_uq` ON `orders` (`tenant_id`,`business_day`,`token_no`);--> statement-breakpoint
CREATE INDEX `orders_status_idx` ON `orders` (`tenant_id`,`status`);--> statement-breakpoint
CREATE INDEX `orders_created_at_idx` ON `orders` (`tenant_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_diner_idx` ON `orders` (`tenant_id`,`diner_id`);--> statement-breakpoint
CREATE TABLE `reservations` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`version` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`customer_id` text NOT NULL,
	`table_id` text,
	`date` integer NOT NULL,
	`people_count` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'booked' NOT NULL,
	`notes` text,
	`unique_code` text,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reservations_tenant_version_idx` ON `reservations` (`tenant_id`,`version`);--> statement-breakpoint
CREATE INDEX `reservations_date_idx` ON `reservations` (`tenant_id`,`date`);--> statement-breakpoint
CREATE TABLE `print_settings` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`version` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`page_format` text DEFAULT '80' NOT NULL,
	`header` text DEFAULT '' NOT NULL,
	`footer` text DEFAULT '' NOT NULL,
	`show_notes` integer DEFAULT true NOT NULL,
	`is_enable_print` integer DEFAULT false NOT NULL,
	`show_store_details` integer DEFAULT true NOT NULL,
	`show_customer_details` integer DEFAULT true NOT NULL,
	`print_token` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `print_settings_tenant_uq` ON `print_settings` (`tenant_id`);--> statement-breakpoint
CREATE INDEX `print_settings_tenant_version_idx` ON `print_settings` (`tenant_id`,`version`);--> statement-breakpoint
CREATE TABLE `store_settings` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`version` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`store_name` text DEFAULT '' NOT NULL,
	`address` text,
	`phone` text,
	`email` text,
	`currency` text DEFAULT 'INR' NOT NULL,
	`image_hash` text,
	`is_qr_menu_enabled` integer DEFAULT false NOT NULL,
	`unique_qr_code` text NOT NULL,
	`latlng` text,
	`time_zone` text DEFAULT 'Asia/Kolkata' NOT NULL,
	`business_day_start` text DEFAULT '04:00' NOT NULL,
	`color_theme` text,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `store_settings_tenant_uq` ON `store_settings` (`tenant_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `store_settings_unique_qr_code_uq` ON `store_settings` (`unique_qr_code`);--> statement-breakpoint
CREATE INDEX `store_settings_tenant_version_idx` ON `store_settings` (`tenant_id`,`version`);--> statement-breakpoint
CREATE TABLE `devices` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_seen_at` integer,
	`revoked_at` integer,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `devices_tenant_code_uq` ON `devices` (`tenant_id`,`code`) WHERE revoked_at is null;--> statement-breakpoint
CREATE TABLE `mutation_log` (
	`tenant_id` text NOT NULL,
	`client_id` text NOT NULL,
	`mutation_id` integer NOT NULL,
	`name` text NOT NULL,
	`args` text NOT NULL,
	`version` integer,
	`status` text NOT NULL,
	`error` text,
	`client_time` integer,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`client_id`, `mutation_id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `sync_clients`(`client_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mutation_log_tenant_version_idx` ON `mutation_log` (`tenant_id`,`version`);--> statement-breakpoint
CREATE TABLE `sync_clients` (
	`client_id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`device_id` text NOT NULL,
	`last_mutation_id` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`device_id`) REFERENCES `devices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sync_clients_tenant_idx` ON `sync_clients` (`tenant_id`);--> statement-breakpoint
CREATE TABLE `tenant_versions` (
	`tenant_id` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `token_counters` (
	`tenant_id` text NOT NULL,
	`business_day` text NOT NULL,
	`next_value` integer DEFAULT 1 NOT NULL,
	PRIMARY KEY(`tenant_id`, `business_day`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `token_leases` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`device_id` text NOT NULL,
	`business_day` text NOT NULL,
	`start_no` integer NOT NULL,
	`end_no` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`device_id`) REFERENCES `devices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `token_leases_device_day_idx` ON `token_leases` (`tenant_id`,`device_id`,`business_day`);