ALTER TABLE `device_sessions` ADD `label` text;--> statement-breakpoint
ALTER TABLE `device_sessions` ADD `unsent` integer;--> statement-breakpoint
ALTER TABLE `device_sessions` ADD `unsent_at` integer;--> statement-breakpoint
ALTER TABLE `device_sessions` ADD `retiring_at` integer;