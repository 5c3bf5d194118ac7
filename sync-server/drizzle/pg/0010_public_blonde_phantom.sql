ALTER TABLE "menu_items" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "diet" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "allergens" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "sold_out" boolean DEFAULT false NOT NULL;