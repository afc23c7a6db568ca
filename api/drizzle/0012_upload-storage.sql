ALTER TABLE "uploads" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "storage" text DEFAULT 'database' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_bytes_where_stored" CHECK (("uploads"."storage" = 'database') = ("uploads"."bytes" is not null));