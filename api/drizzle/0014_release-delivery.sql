CREATE TABLE "release_health_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slice" text NOT NULL,
	"release" text NOT NULL,
	"session" boolean NOT NULL,
	"failed" boolean NOT NULL,
	"lcp" double precision,
	"inp" double precision,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_state" (
	"name" text PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "release_health_views_release_idx" ON "release_health_views" USING btree ("slice","release","recorded_at");--> statement-breakpoint
CREATE INDEX "release_health_views_recorded_at_idx" ON "release_health_views" USING btree ("recorded_at");