CREATE TABLE `subscription_checkouts` (
	`provider_ref` text PRIMARY KEY NOT NULL,
	`tenant_id` text NOT NULL,
	`provider` text NOT NULL,
	`plan` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`payment_id` text,
	`created_at` integer NOT NULL,
	`settled_at` integer,
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `subscription_checkouts_tenant_id_idx` ON `subscription_checkouts` (`tenant_id`);--> statement-breakpoint
ALTER TABLE `subscription_history` ADD `provider` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `provider` text;--> statement-breakpoint
ALTER TABLE `tenants` ADD `switched_off` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Backfill (ADR 0042). Before this migration only the operator's switch-off left a store inactive with its subscription still running (a store's own cancel ends its subscription): those stores stay off until the operator switches them on.
UPDATE `tenants` SET `switched_off` = true WHERE `is_active` = false AND `approved` = true AND EXISTS (SELECT 1 FROM `subscriptions` WHERE `subscriptions`.`tenant_id` = `tenants`.`id` AND `subscriptions`.`is_active` = true);--> statement-breakpoint
-- Every plan paid before this migration went through the demo provider (a Razorpay checkout of a plan could not settle): no money moved.
UPDATE `subscriptions` SET `provider` = 'demo' WHERE `provider_ref` IS NOT NULL;--> statement-breakpoint
UPDATE `subscription_history` SET `provider` = 'demo' WHERE `amount` > 0;
