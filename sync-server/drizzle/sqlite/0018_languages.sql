ALTER TABLE `users` ADD `language` text;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `title_local` text;--> statement-breakpoint
ALTER TABLE `order_items` ADD `title_local` text;