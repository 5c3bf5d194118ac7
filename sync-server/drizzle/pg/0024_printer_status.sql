ALTER TABLE "print_jobs" ADD COLUMN "payload_format" text;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD COLUMN "document" jsonb;--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "status_query" boolean DEFAULT true NOT NULL;