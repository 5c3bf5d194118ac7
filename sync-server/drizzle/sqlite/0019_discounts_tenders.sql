ALTER TABLE `order_items` ADD `discount_type` text;--> statement-breakpoint
ALTER TABLE `order_items` ADD `discount_value` integer;--> statement-breakpoint
ALTER TABLE `order_items` ADD `discount_reason` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `discount_type` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `discount_value` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `discount_reason` text;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `discount_reasons` text;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `discount_cap` integer DEFAULT 100000 NOT NULL;