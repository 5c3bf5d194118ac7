ALTER TABLE "invoices" ADD COLUMN "round_off" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "round_bills" boolean DEFAULT false NOT NULL;