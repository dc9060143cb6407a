CREATE TABLE "trash" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"name" text NOT NULL,
	"context" text,
	"snapshot" jsonb NOT NULL,
	"files" text[] DEFAULT '{}'::text[] NOT NULL,
	"deleted_by" uuid,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trash_kind_known" CHECK (kind in ('class', 'topic', 'unit', 'activity', 'element', 'liveClass', 'assignment', 'knowledgeTest', 'plan', 'role', 'sound', 'appLanguage', 'member', 'classStudent'))
);
--> statement-breakpoint
ALTER TABLE "trash" ADD CONSTRAINT "trash_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trash" ADD CONSTRAINT "trash_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trash_organization_idx" ON "trash" USING btree ("organization_id","deleted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trash_deleted_at_idx" ON "trash" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "trash_record_idx" ON "trash" USING btree ("kind","record_id");--> statement-breakpoint
-- The trash (docs/trash.md): an organisation's items are its own; the platform's (no
-- organisation: curriculum, plans, sounds, app languages) follow the platform content's rule
-- (routes decide who writes them); a caller active in HAD reads every organisation's with
-- app.platform on, and restores one in that organisation's scope.
ALTER TABLE "trash" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "trash" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "trash_tenant" ON "trash" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
CREATE POLICY "trash_platform_content" ON "trash" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" IS NULL) WITH CHECK ("organization_id" IS NULL);
--> statement-breakpoint
CREATE POLICY "trash_platform_read" ON "trash" AS PERMISSIVE FOR SELECT TO console_app
  USING ((select current_setting('app.platform', true) = 'on'));
--> statement-breakpoint
-- The rows it keeps are on the trail already (their deletes); the entry of the trash row names
-- what was trashed, restored (deleted by a restore route) or purged, not the rows again.
SELECT audit_enable('trash', '{snapshot}');
