CREATE TABLE "teacher_profile_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"proposed" jsonb NOT NULL,
	"replaced" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	CONSTRAINT "teacher_profile_changes_status_known" CHECK ("teacher_profile_changes"."status" in ('submitted', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "teacher_profile_rejections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"change_id" uuid,
	"reasons" text[] NOT NULL,
	"note" text,
	"rejected_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"bio" text,
	"teaching_topic_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"years_of_experience" integer,
	"qualifications" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"photo_file_name" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_profiles_status_known" CHECK ("teacher_profiles"."status" in ('incomplete', 'submitted', 'accepted', 'rejected', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "teaching_topics" (
	"id" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teacher_profile_changes" ADD CONSTRAINT "teacher_profile_changes_teacher_id_teacher_profiles_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_profile_changes" ADD CONSTRAINT "teacher_profile_changes_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_profile_rejections" ADD CONSTRAINT "teacher_profile_rejections_teacher_id_teacher_profiles_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_profile_rejections" ADD CONSTRAINT "teacher_profile_rejections_change_id_teacher_profile_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."teacher_profile_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_profile_rejections" ADD CONSTRAINT "teacher_profile_rejections_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD CONSTRAINT "teacher_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD CONSTRAINT "teacher_profiles_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_profile_changes_one_pending" ON "teacher_profile_changes" USING btree ("teacher_id") WHERE status = 'submitted';--> statement-breakpoint
CREATE INDEX "teacher_profile_changes_teacher_idx" ON "teacher_profile_changes" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE INDEX "teacher_profile_rejections_teacher_idx" ON "teacher_profile_rejections" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE INDEX "teacher_profiles_status_idx" ON "teacher_profiles" USING btree ("status","submitted_at");