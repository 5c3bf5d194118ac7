ALTER TABLE `refunds` ADD `credit_note_no` text;--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_credit_note_no_uq` ON `refunds` (`tenant_id`,`credit_note_no`);