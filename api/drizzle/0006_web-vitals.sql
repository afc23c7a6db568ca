-- After 0005 (and newer than it): a database that already ran the listing-count migration must still get
-- this table, and drizzle applies only migrations newer than the last one applied. IF NOT EXISTS keeps it
-- safe to run where an earlier build created the table.
CREATE TABLE IF NOT EXISTS "web_vitals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"route" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "web_vitals_recorded_at_idx" ON "web_vitals" USING btree ("recorded_at");
