-- A HAD caller with Students read lists every organisation's students with their classes
-- (server/README.md, "Students"): the same read-only, platform-wide rule as
-- memberships_platform_read (0002_rls.sql), for the two class tables. Writes stay
-- tenant-scoped; app.platform is set only by routes whose declared access needs it.
CREATE POLICY "class_rooms_platform_read" ON "class_rooms" AS PERMISSIVE FOR SELECT TO console_app
  USING (current_setting('app.platform', true) = 'on');
--> statement-breakpoint
CREATE POLICY "class_room_students_platform_read" ON "class_room_students" AS PERMISSIVE FOR SELECT TO console_app
  USING (current_setting('app.platform', true) = 'on');
