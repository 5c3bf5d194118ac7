CREATE TABLE "stations" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"title" text NOT NULL,
	"warn_after_minutes" integer DEFAULT 10 NOT NULL,
	"late_after_minutes" integer DEFAULT 20 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "station_id" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "station_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "station_id" text;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stations_tenant_version_idx" ON "stations" USING btree ("tenant_id","version");