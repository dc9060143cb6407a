-- The same rules as 0002_rls.sql, 0005_classes_rls.sql and 0007_classes_platform_read.sql,
-- with each setting read through a scalar subquery: PostgreSQL evaluates it once per statement
-- (an InitPlan) instead of calling current_setting for every row, and estimates the rules'
-- selectivity sensibly. Listing 100,000 students platform-wide spent most of its time there
-- and, misled by the estimates, sorted instead of reading the newest-first indexes
-- (npm run bench:api). Who sees which row is unchanged.
ALTER POLICY "memberships_tenant" ON "memberships"
  USING ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
ALTER POLICY "memberships_self_read" ON "memberships"
  USING ("user_id" = (select nullif(current_setting('app.user_id', true), '')::uuid));
--> statement-breakpoint
ALTER POLICY "memberships_self_update" ON "memberships"
  USING ("user_id" = (select nullif(current_setting('app.user_id', true), '')::uuid))
  WITH CHECK ("user_id" = (select nullif(current_setting('app.user_id', true), '')::uuid));
--> statement-breakpoint
ALTER POLICY "memberships_platform_read" ON "memberships"
  USING ((select current_setting('app.platform', true) = 'on'));
--> statement-breakpoint
ALTER POLICY "class_rooms_tenant" ON "class_rooms"
  USING ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
ALTER POLICY "class_rooms_platform_read" ON "class_rooms"
  USING ((select current_setting('app.platform', true) = 'on'));
--> statement-breakpoint
ALTER POLICY "class_room_students_tenant" ON "class_room_students"
  USING ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
ALTER POLICY "class_room_students_platform_read" ON "class_room_students"
  USING ((select current_setting('app.platform', true) = 'on'));
