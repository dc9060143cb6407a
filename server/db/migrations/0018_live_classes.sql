CREATE TABLE "live_class_attendance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"live_class_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"entered_using" text,
	"joined_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "live_class_attendance_role_known" CHECK (role in ('teacher', 'admin')),
	CONSTRAINT "live_class_attendance_entered_using_known" CHECK (entered_using in ('web', 'app')),
	CONSTRAINT "live_class_attendance_span_order" CHECK (last_seen_at >= joined_at)
);
--> statement-breakpoint
CREATE TABLE "live_class_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"live_class_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"rate" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_class_reviews_one_per_reviewer" UNIQUE("live_class_id","reviewer_id"),
	CONSTRAINT "live_class_reviews_rate_range" CHECK (rate between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "live_classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" text NOT NULL,
	"level_id" uuid,
	"level" text,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"min_users" integer NOT NULL,
	"max_users" integer NOT NULL,
	"teacher_id" uuid,
	"tag" text,
	"cover_image" text,
	"meeting_id" text,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"invalid_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_classes_invalid_reason_known" CHECK (invalid_reason in ('noTeacher', 'clash', 'startPassed')),
	CONSTRAINT "live_classes_ends_at_duration" CHECK (ends_at = starts_at + make_interval(mins => duration_minutes)),
	CONSTRAINT "live_classes_duration_positive" CHECK (duration_minutes > 0),
	CONSTRAINT "live_classes_users_order" CHECK (min_users >= 1 and min_users <= max_users)
);
--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_purpose_known";--> statement-breakpoint
ALTER TABLE "live_class_attendance" ADD CONSTRAINT "live_class_attendance_live_class_id_live_classes_id_fk" FOREIGN KEY ("live_class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_attendance" ADD CONSTRAINT "live_class_attendance_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_attendance" ADD CONSTRAINT "live_class_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_reviews" ADD CONSTRAINT "live_class_reviews_live_class_id_live_classes_id_fk" FOREIGN KEY ("live_class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_reviews" ADD CONSTRAINT "live_class_reviews_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_reviews" ADD CONSTRAINT "live_class_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_class_attendance_class_user_idx" ON "live_class_attendance" USING btree ("live_class_id","user_id","joined_at");--> statement-breakpoint
CREATE INDEX "live_class_reviews_organization_idx" ON "live_class_reviews" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "live_classes_organization_start_idx" ON "live_classes" USING btree ("organization_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "live_classes_teacher_start_idx" ON "live_classes" USING btree ("teacher_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_classes_meeting_unique" ON "live_classes" USING btree ("meeting_id") WHERE meeting_id is not null;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_purpose_known" CHECK (purpose in ('organization', 'curriculum', 'liveClassCover'));--> statement-breakpoint
-- A teacher cannot teach two approved classes at once, whichever organisations they are in:
-- constraints see every row (row-level security does not hide rows from them), so a clash
-- with another organisation's class is refused too, even though the service cannot read that
-- class (it answers 409 naming "another class"). btree_gist gives the uuid equality its gist
-- operator class; ranges are [start, end), so back-to-back classes do not clash.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_teacher_no_overlap"
  EXCLUDE USING gist ("teacher_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("approved_at" IS NOT NULL AND "teacher_id" IS NOT NULL);
--> statement-breakpoint
-- Live classes, their reviews and attendance are tenant-owned (server/README.md, "Row-level
-- security" and "Live classes"): RLS enabled and forced, one rule per table, the settings read
-- once per statement as in 0010.
GRANT SELECT, INSERT, UPDATE, DELETE ON "live_classes", "live_class_reviews", "live_class_attendance" TO console_app;
--> statement-breakpoint
ALTER TABLE "live_classes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "live_classes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "live_class_reviews" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "live_class_reviews" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "live_class_attendance" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "live_class_attendance" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "live_classes_tenant" ON "live_classes" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
CREATE POLICY "live_class_reviews_tenant" ON "live_class_reviews" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
CREATE POLICY "live_class_attendance_tenant" ON "live_class_attendance" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid));
