CREATE TABLE "invoice_series" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"series" text NOT NULL,
	"device_code" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_no" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "hsn" text;--> statement-breakpoint
ALTER TABLE "taxes" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "invoice_no" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_kind" text;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "fssai" text;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "composition" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_series" ADD CONSTRAINT "invoice_series_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_series_tenant_version_idx" ON "invoice_series" USING btree ("tenant_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_series_uq" ON "invoice_series" USING btree ("tenant_id","series");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_invoice_no_uq" ON "invoices" USING btree ("tenant_id","invoice_no");