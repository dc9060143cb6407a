CREATE TABLE "sounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sounds_file_name_unique" UNIQUE("file_name"),
	CONSTRAINT "sounds_kind_known" CHECK (kind in ('correct', 'wrong', 'celebration', 'tap')),
	CONSTRAINT "sounds_bytes_positive" CHECK ("sounds"."bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_purpose_known";--> statement-breakpoint
ALTER TABLE "sounds" ADD CONSTRAINT "sounds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sounds_created_idx" ON "sounds" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_purpose_known" CHECK (purpose in ('organization', 'curriculum', 'liveClassCover', 'sound'));--> statement-breakpoint
-- Platform-wide like the other settings (no organisation, no row-level security); the routes
-- decide who reads (r Configurations) and who writes (HAD, w Configurations). The file is an
-- upload of purpose `sound` (HAD's row in `uploads`); the uploads sweeper keeps it while a
-- sound names it.
GRANT SELECT, INSERT, DELETE ON "sounds" TO console_app;
--> statement-breakpoint
SELECT audit_enable('sounds');
