ALTER TABLE "order_items" ADD COLUMN "discount_type" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_value" bigint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_value" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_reason" text;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "discount_reasons" jsonb;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "discount_cap" integer DEFAULT 100000 NOT NULL;