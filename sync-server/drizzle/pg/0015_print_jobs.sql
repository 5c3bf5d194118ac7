CREATE TABLE "print_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"printer_id" text NOT NULL,
	"kind" text NOT NULL,
	"mark" text,
	"order_id" text,
	"payload" "bytea" NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" bigint NOT NULL,
	"lease_until" bigint,
	"lease_owner" text,
	"created_at" bigint NOT NULL,
	"sent_at" bigint,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "print_marks" (
	"tenant_id" text NOT NULL,
	"key" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "print_marks_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"title" text NOT NULL,
	"connection" text NOT NULL,
	"host" text,
	"port" integer,
	"paper_width" integer DEFAULT 80 NOT NULL,
	"language" text DEFAULT 'esc-pos' NOT NULL,
	"role" text NOT NULL,
	"station_ids" jsonb NOT NULL,
	"backup_printer_id" text,
	"has_drawer" boolean DEFAULT false NOT NULL,
	"cloudprnt_mac" text,
	"cloudprnt_token" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_marks" ADD CONSTRAINT "print_marks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_jobs_due_idx" ON "print_jobs" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "print_jobs_printer_idx" ON "print_jobs" USING btree ("tenant_id","printer_id","status");--> statement-breakpoint
CREATE INDEX "printers_tenant_idx" ON "printers" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "printers_cloudprnt_mac_idx" ON "printers" USING btree ("cloudprnt_mac");