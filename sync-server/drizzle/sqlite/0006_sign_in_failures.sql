CREATE TABLE `sign_in_failures` (
	`account_key` text PRIMARY KEY NOT NULL,
	`failures` integer NOT NULL,
	`last_failure_at` integer NOT NULL,
	`locked_until` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sign_in_failures_last_failure_at_idx` ON `sign_in_failures` (`last_failure_at`);--> statement-breakpoint
ALTER TABLE `refresh_tokens` ADD `used_by` text;