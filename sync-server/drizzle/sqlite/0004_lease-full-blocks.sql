DROP INDEX `orders_device_day_idx`;--> statement-breakpoint
DROP INDEX `token_leases_device_day_idx`;--> statement-breakpoint
ALTER TABLE `token_leases` ADD `full` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `token_leases_device_day_idx` ON `token_leases` (`tenant_id`,`device_id`,`full`,`business_day`,`start_no`,`end_no`);