ALTER TABLE `orders` ADD `customer_phone` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_address` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_landmark` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_lat` real;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_lng` real;