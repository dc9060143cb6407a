CREATE TABLE "activity_class_rooms" (
	"activity_id" uuid NOT NULL,
	"class_room_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"due_at" timestamp with time zone,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_class_rooms_activity_id_class_room_id_pk" PRIMARY KEY("activity_id","class_room_id")
);
--> statement-breakpoint
CREATE TABLE "attempt_answers" (
	"attempt_id" uuid NOT NULL,
	"element_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"answer" jsonb NOT NULL,
	"is_correct" boolean NOT NULL,
	"points_earned" integer NOT NULL,
	"points_possible" integer NOT NULL,
	CONSTRAINT "attempt_answers_attempt_id_element_id_pk" PRIMARY KEY("attempt_id","element_id")
);
--> statement-breakpoint
CREATE TABLE "attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"class_room_id" uuid,
	"started_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"score" integer NOT NULL,
	"max_score" integer NOT NULL,
	CONSTRAINT "attempts_score_range" CHECK ("attempts"."score" >= 0 and "attempts"."score" <= "attempts"."max_score")
);
--> statement-breakpoint
ALTER TABLE "activities" ALTER COLUMN "unit_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "level_id" uuid;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "element_answers" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "elements" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "activity_class_rooms" ADD CONSTRAINT "activity_class_rooms_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_class_rooms" ADD CONSTRAINT "activity_class_rooms_class_room_id_class_rooms_id_fk" FOREIGN KEY ("class_room_id") REFERENCES "public"."class_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_class_rooms" ADD CONSTRAINT "activity_class_rooms_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_class_rooms" ADD CONSTRAINT "activity_class_rooms_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_element_id_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_class_room_id_class_rooms_id_fk" FOREIGN KEY ("class_room_id") REFERENCES "public"."class_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_class_rooms_class_idx" ON "activity_class_rooms" USING btree ("organization_id","class_room_id");--> statement-breakpoint
CREATE INDEX "attempt_answers_element_idx" ON "attempt_answers" USING btree ("element_id");--> statement-breakpoint
CREATE INDEX "attempts_organization_class_idx" ON "attempts" USING btree ("organization_id","class_room_id","submitted_at");--> statement-breakpoint
CREATE INDEX "attempts_user_activity_idx" ON "attempts" USING btree ("user_id","activity_id","submitted_at");--> statement-breakpoint
CREATE INDEX "attempts_activity_idx" ON "attempts" USING btree ("activity_id");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "element_answers" ADD CONSTRAINT "element_answers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elements" ADD CONSTRAINT "elements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_level_kind_idx" ON "activities" USING btree ("level_id","kind");--> statement-breakpoint
CREATE INDEX "activities_organization_kind_idx" ON "activities" USING btree ("organization_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "activities_one_level_test" ON "activities" USING btree ("kind") WHERE "activities"."kind" = 'level_test';--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_kind_place" CHECK (case "activities"."kind"
        when 'lesson' then "activities"."unit_id" is not null and "activities"."level_id" is null and "activities"."organization_id" is null
        when 'exam' then "activities"."unit_id" is null and "activities"."level_id" is not null and "activities"."organization_id" is null
        when 'level_test' then "activities"."unit_id" is null and "activities"."level_id" is null and "activities"."organization_id" is null
        when 'assignment' then "activities"."unit_id" is null and "activities"."organization_id" is not null
        when 'knowledge_test' then "activities"."unit_id" is null and "activities"."organization_id" is not null
        else false end);--> statement-breakpoint
-- Assessment (server/README.md, "Assessment (levels service)"). Activities have a kind: lessons
-- (in a unit), exams (closing a topic) and the level test are platform content, as the rest of
-- the curriculum; assignments and knowledge tests belong to an organisation, and so do their
-- elements and answers (copies). Those three tables get row-level security, forced: platform
-- content (organization_id null) stays as before, read and written by every route that the
-- curriculum's own checks let through (`*_platform_content`); an organisation's rows only in its
-- own scope (`*_tenant`, the setting read once per statement as 0010).
GRANT SELECT, INSERT, UPDATE, DELETE ON "activity_class_rooms", "attempts", "attempt_answers" TO console_app;
--> statement-breakpoint
ALTER TABLE "activities" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "activities" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "activities_platform_content" ON "activities" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" IS NULL) WITH CHECK ("organization_id" IS NULL);
--> statement-breakpoint
CREATE POLICY "activities_tenant" ON "activities" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE "elements" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "elements" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "elements_platform_content" ON "elements" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" IS NULL) WITH CHECK ("organization_id" IS NULL);
--> statement-breakpoint
CREATE POLICY "elements_tenant" ON "elements" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE "element_answers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "element_answers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "element_answers_platform_content" ON "element_answers" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" IS NULL) WITH CHECK ("organization_id" IS NULL);
--> statement-breakpoint
CREATE POLICY "element_answers_tenant" ON "element_answers" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE "activity_class_rooms" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "activity_class_rooms" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "activity_class_rooms_tenant" ON "activity_class_rooms" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE "attempts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "attempts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "attempts_tenant" ON "attempts" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE "attempt_answers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "attempt_answers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "attempt_answers_tenant" ON "attempt_answers" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
-- The audit trail (0022): every new table, nothing denied (answers and scores are not secrets).
SELECT audit_enable('activity_class_rooms');
--> statement-breakpoint
SELECT audit_enable('attempts');
--> statement-breakpoint
SELECT audit_enable('attempt_answers');
--> statement-breakpoint
-- The one level test (a unique index keeps it one): platform content the HAD composes from
-- elements, read by `GET v1/curriculums/activities/level-test`.
INSERT INTO "activities" ("kind", "position", "title_en", "title_ar")
VALUES ('level_test', 1, 'Level test', 'اختبار تحديد المستوى');
