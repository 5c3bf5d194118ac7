ALTER TABLE "device_sessions" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "device_sessions" ADD COLUMN "unsent" integer;--> statement-breakpoint
ALTER TABLE "device_sessions" ADD COLUMN "unsent_at" bigint;--> statement-breakpoint
ALTER TABLE "device_sessions" ADD COLUMN "retiring_at" bigint;