ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "title_local" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "title_local" text;