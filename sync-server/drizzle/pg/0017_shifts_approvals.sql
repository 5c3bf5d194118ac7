CREATE TABLE "approval_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approvers" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"name" text NOT NULL,
	"salt" text NOT NULL,
	"iterations" integer NOT NULL,
	"verifier" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_movements" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"shift_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_by" text NOT NULL,
	"approved_by" text
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"device_id" text NOT NULL,
	"cashier_id" text NOT NULL,
	"business_day" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" bigint NOT NULL,
	"opening_float" bigint NOT NULL,
	"closed_at" bigint,
	"closed_by" text,
	"counted_cash" bigint,
	"denominations" jsonb,
	"expected_cash" bigint,
	"closes_day" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_keys" ADD CONSTRAINT "approval_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvers" ADD CONSTRAINT "approvers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_keys_tenant_version_idx" ON "approval_keys" USING btree ("tenant_id","version");--> statement-breakpoint
CREATE INDEX "approvers_tenant_version_idx" ON "approvers" USING btree ("tenant_id","version");--> statement-breakpoint
CREATE INDEX "cash_movements_tenant_version_idx" ON "cash_movements" USING btree ("tenant_id","version");--> statement-breakpoint
CREATE INDEX "cash_movements_shift_idx" ON "cash_movements" USING btree ("tenant_id","shift_id");--> statement-breakpoint
CREATE INDEX "shifts_tenant_version_idx" ON "shifts" USING btree ("tenant_id","version");--> statement-breakpoint
CREATE INDEX "shifts_device_status_idx" ON "shifts" USING btree ("tenant_id","device_id","status");--> statement-breakpoint
CREATE INDEX "shifts_business_day_idx" ON "shifts" USING btree ("tenant_id","business_day");