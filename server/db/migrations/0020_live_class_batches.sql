CREATE TABLE "live_class_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"file_hash" text NOT NULL,
	"created_count" integer NOT NULL,
	"skipped_count" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_class_batches" ADD CONSTRAINT "live_class_batches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_batches" ADD CONSTRAINT "live_class_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_class_batches_key_unique" ON "live_class_batches" USING btree ("organization_id","idempotency_key");--> statement-breakpoint
-- Live-class sheet batches are tenant-owned (server/README.md, "Row-level security" and "Live
-- classes: the sheet upload"): RLS enabled and forced, one tenant rule, the setting read once
-- per statement (as 0010), like invitation_batches.
GRANT SELECT, INSERT, UPDATE, DELETE ON "live_class_batches" TO console_app;
--> statement-breakpoint
ALTER TABLE "live_class_batches" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "live_class_batches" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "live_class_batches_tenant" ON "live_class_batches" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid));
