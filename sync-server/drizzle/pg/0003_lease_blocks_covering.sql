DROP INDEX "token_leases_device_day_idx";--> statement-breakpoint
CREATE INDEX "token_leases_device_day_idx" ON "token_leases" USING btree ("tenant_id","device_id","business_day","start_no","end_no");