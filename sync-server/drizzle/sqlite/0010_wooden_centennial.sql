ALTER TABLE `menu_items` ADD `description` text;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `diet` text;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `allergens` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `sold_out` integer DEFAULT false NOT NULL;