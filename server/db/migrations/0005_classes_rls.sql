-- Classes are tenant-owned (server/README.md, "Row-level security" and "Classes"): RLS
-- enabled and forced, one rule per table, the same as memberships_tenant.
-- The default privileges of 0002_rls.sql already cover new tables; granted again explicitly
-- so the tables do not depend on which role created them.
GRANT SELECT, INSERT, UPDATE, DELETE ON "class_rooms", "class_room_students" TO console_app;
--> statement-breakpoint
ALTER TABLE "class_rooms" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "class_rooms" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "class_room_students" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "class_room_students" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "class_rooms_tenant" ON "class_rooms" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK ("organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);
--> statement-breakpoint
CREATE POLICY "class_room_students_tenant" ON "class_room_students" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK ("organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);
