CREATE TABLE "sales_summary_items" (
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"period_start" bigint NOT NULL,
	"item_id" text NOT NULL,
	"orders_count" integer NOT NULL,
	"item_title" text NOT NULL,
	"unit_price" bigint NOT NULL,
	CONSTRAINT "sales_summary_items_tenant_id_kind_period_start_item_id_pk" PRIMARY KEY("tenant_id","kind","period_start","item_id")
);
--> statement-breakpoint
CREATE TABLE "sales_summary_state" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"day_start" text NOT NULL,
	"through_version" bigint NOT NULL,
	"ready" boolean DEFAULT false NOT NULL,
	"started_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_summary_totals" (
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"period_start" bigint NOT NULL,
	"period_end" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"tax_total" bigint NOT NULL,
	"net_sales" bigint NOT NULL,
	"orders_count" integer NOT NULL,
	CONSTRAINT "sales_summary_totals_tenant_id_kind_period_start_pk" PRIMARY KEY("tenant_id","kind","period_start")
);
--> statement-breakpoint
ALTER TABLE "sales_summary_items" ADD CONSTRAINT "sales_summary_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_summary_state" ADD CONSTRAINT "sales_summary_state_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_summary_totals" ADD CONSTRAINT "sales_summary_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_summary_items_item_idx" ON "sales_summary_items" USING btree ("tenant_id","kind","item_id","period_start");