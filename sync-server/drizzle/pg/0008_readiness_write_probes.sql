CREATE TABLE "write_probes" (
	"id" text PRIMARY KEY NOT NULL,
	"instance" text NOT NULL,
	"probed_at" bigint NOT NULL,
	"padding" text
);
