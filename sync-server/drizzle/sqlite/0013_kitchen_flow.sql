ALTER TABLE `order_items` ADD `course` text;--> statement-breakpoint
ALTER TABLE `order_items` ADD `held_until_fired` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `fired_at` integer;--> statement-breakpoint
ALTER TABLE `order_items` ADD `started_at` integer;--> statement-breakpoint
ALTER TABLE `order_items` ADD `ready_at` integer;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `kitchen_shows_unpaid_dine_in` integer DEFAULT false NOT NULL;