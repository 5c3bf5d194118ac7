ALTER TABLE "order_items" ADD COLUMN "course" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "held_until_fired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "fired_at" bigint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "started_at" bigint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "ready_at" bigint;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "kitchen_shows_unpaid_dine_in" boolean DEFAULT false NOT NULL;