-- User activities (server/README.md, "Row-level security" and "People"): tenant-owned with a
-- nullable organisation. RLS enabled and forced; settings read once per statement, as 0010.
-- - user_activities_tenant: the organisation's rows, read and write (an admin recording a
--   role change of their member, and reading their members' activity there).
-- - user_activities_self_insert: anyone may add rows about themselves, in any organisation
--   (sign-in, switching, joining by code), write-only: reading stays with the other rules.
-- - user_activities_platform_read: read-only, app.platform = 'on' (a HAD caller with Users
--   read reading a user's whole activity).
GRANT SELECT, INSERT, UPDATE, DELETE ON "user_activities" TO console_app;
--> statement-breakpoint
ALTER TABLE "user_activities" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_activities" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "user_activities_tenant" ON "user_activities" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
CREATE POLICY "user_activities_self_insert" ON "user_activities" AS PERMISSIVE FOR INSERT TO console_app
  WITH CHECK ("user_id" = (select nullif(current_setting('app.user_id', true), '')::uuid));
--> statement-breakpoint
CREATE POLICY "user_activities_platform_read" ON "user_activities" AS PERMISSIVE FOR SELECT TO console_app
  USING ((select current_setting('app.platform', true) = 'on'));
