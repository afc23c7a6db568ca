CREATE TABLE "web_vitals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"route" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "web_vitals_recorded_at_idx" ON "web_vitals" USING btree ("recorded_at");
