CREATE TABLE "diner_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"client_order_id" text NOT NULL,
	"diner_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"payment_method" text NOT NULL,
	"token_no" text NOT NULL,
	"business_day" text NOT NULL,
	"summary" jsonb,
	"provider" text,
	"provider_ref" text,
	"amount" bigint,
	"currency" text,
	"payment_state" text DEFAULT 'none' NOT NULL,
	"payment_id" text,
	"paid_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diner_profiles" (
	"tenant_id" text NOT NULL,
	"diner_id" text NOT NULL,
	"phone" text NOT NULL,
	"name" text,
	"address" text,
	"landmark" text,
	"lat" double precision,
	"lng" double precision,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "diner_profiles_tenant_id_diner_id_phone_pk" PRIMARY KEY("tenant_id","diner_id","phone")
);
--> statement-breakpoint
ALTER TABLE "diner_orders" ADD CONSTRAINT "diner_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diner_profiles" ADD CONSTRAINT "diner_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "diner_orders_client_uq" ON "diner_orders" USING btree ("tenant_id","client_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "diner_orders_token_uq" ON "diner_orders" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "diner_orders_provider_ref_uq" ON "diner_orders" USING btree ("provider","provider_ref") WHERE provider_ref is not null;--> statement-breakpoint
CREATE INDEX "diner_orders_diner_idx" ON "diner_orders" USING btree ("tenant_id","diner_id");