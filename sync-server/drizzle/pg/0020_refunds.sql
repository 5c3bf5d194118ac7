CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"invoice_id" text NOT NULL,
	"business_day" text NOT NULL,
	"amount" bigint NOT NULL,
	"tax_amount" bigint DEFAULT 0 NOT NULL,
	"item_ids" jsonb NOT NULL,
	"method" text NOT NULL,
	"tenders" jsonb NOT NULL,
	"customer_id" text,
	"reason" text NOT NULL,
	"device_id" text,
	"created_by" text,
	"approved_by" text
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tenders" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "approval_limit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_tenant_version_idx" ON "refunds" USING btree ("tenant_id","version");--> statement-breakpoint
CREATE INDEX "refunds_invoice_idx" ON "refunds" USING btree ("tenant_id","invoice_id");--> statement-breakpoint
CREATE INDEX "refunds_created_at_idx" ON "refunds" USING btree ("tenant_id","created_at");