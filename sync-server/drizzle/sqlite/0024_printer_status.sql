ALTER TABLE `print_jobs` ADD `payload_format` text;--> statement-breakpoint
ALTER TABLE `print_jobs` ADD `document` text;--> statement-breakpoint
ALTER TABLE `printers` ADD `status_query` integer DEFAULT true NOT NULL;