CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"purpose" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"storage" text NOT NULL,
	"uploaded_by" uuid,
	"organization_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_file_name_unique" UNIQUE("file_name"),
	CONSTRAINT "uploads_purpose_known" CHECK (purpose in ('organization', 'curriculum')),
	CONSTRAINT "uploads_kind_known" CHECK (kind in ('picture', 'audio', 'video', 'document')),
	CONSTRAINT "uploads_storage_known" CHECK (storage in ('disk', 's3')),
	CONSTRAINT "uploads_bytes_positive" CHECK (bytes > 0)
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_organization_created_idx" ON "uploads" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
-- Uploads are tenant-owned (server/README.md, "Row-level security" and "Uploads and media"):
-- RLS enabled and forced; settings read once per statement, as 0010.
-- - uploads_tenant: the organisation's rows, read and write (the upload routes record a file
--   in the uploader's active organisation; the sweeper deletes a row in its organisation).
-- - uploads_platform_read: read-only, app.platform = 'on': the sweeper finding which
--   organisations have day-old uploads, before it removes them organisation by organisation.
GRANT SELECT, INSERT, UPDATE, DELETE ON "uploads" TO console_app;
--> statement-breakpoint
ALTER TABLE "uploads" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "uploads" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "uploads_tenant" ON "uploads" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
CREATE POLICY "uploads_platform_read" ON "uploads" AS PERMISSIVE FOR SELECT TO console_app
  USING ((select current_setting('app.platform', true) = 'on'));
