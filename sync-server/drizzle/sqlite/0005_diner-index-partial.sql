DROP INDEX `orders_diner_idx`;--> statement-breakpoint
CREATE INDEX `orders_diner_idx` ON `orders` (`tenant_id`,`diner_id`) WHERE "orders"."diner_id" is not null;