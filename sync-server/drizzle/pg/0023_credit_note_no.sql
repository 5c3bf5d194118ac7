ALTER TABLE "refunds" ADD COLUMN "credit_note_no" text;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_credit_note_no_uq" ON "refunds" USING btree ("tenant_id","credit_note_no");