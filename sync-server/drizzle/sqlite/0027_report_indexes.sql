CREATE INDEX `customers_created_at_idx` ON `customers` (`tenant_id`,`deleted`,`created_at`);--> statement-breakpoint
CREATE INDEX `invoices_customer_idx` ON `invoices` (`tenant_id`,`customer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `order_items_ready_at_idx` ON `order_items` (`tenant_id`,`ready_at`);