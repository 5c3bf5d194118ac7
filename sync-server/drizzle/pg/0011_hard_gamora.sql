ALTER TABLE "orders" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_landmark" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_lat" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_lng" double precision;