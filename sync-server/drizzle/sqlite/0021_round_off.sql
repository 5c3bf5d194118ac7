ALTER TABLE `invoices` ADD `round_off` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `round_bills` integer DEFAULT false NOT NULL;