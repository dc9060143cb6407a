CREATE TABLE "organization_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_levels" (
	"plan_id" uuid NOT NULL,
	"level_id" uuid NOT NULL,
	CONSTRAINT "plan_levels_plan_id_level_id_pk" PRIMARY KEY("plan_id","level_id")
);
--> statement-breakpoint
CREATE TABLE "plan_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"language_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"number_of_classes" integer NOT NULL,
	"product_id" text NOT NULL,
	"discount_minor" integer,
	"discount_percentage" integer,
	"discount_ends_at" timestamp with time zone,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"is_reference" boolean DEFAULT false NOT NULL,
	"is_offer_code_enabled" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_product_id_unique" UNIQUE("product_id"),
	CONSTRAINT "plans_currency_known" CHECK (currency in ('USD', 'EUR', 'GBP', 'SAR', 'AED', 'QAR', 'EGP', 'KWD', 'JOD')),
	CONSTRAINT "plans_price_not_negative" CHECK ("plans"."price_minor" >= 0),
	CONSTRAINT "plans_classes_positive" CHECK ("plans"."number_of_classes" > 0),
	CONSTRAINT "plans_one_discount" CHECK ("plans"."discount_minor" is null or "plans"."discount_percentage" is null),
	CONSTRAINT "plans_discount_range" CHECK (("plans"."discount_minor" is null or ("plans"."discount_minor" > 0 and "plans"."discount_minor" <= "plans"."price_minor"))
        and ("plans"."discount_percentage" is null or "plans"."discount_percentage" between 1 and 100))
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"author_id" uuid,
	"kind" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"media_file_name" text,
	"visibility" text NOT NULL,
	"status" text DEFAULT 'visible' NOT NULL,
	"blocked_reason" text,
	"blocked_by" uuid,
	"blocked_at" timestamp with time zone,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stories_kind_known" CHECK (kind in ('text', 'picture', 'video')),
	CONSTRAINT "stories_visibility_known" CHECK (visibility in ('everyone', 'organization')),
	CONSTRAINT "stories_status_known" CHECK (status in ('visible', 'hidden', 'blocked', 'expired')),
	CONSTRAINT "stories_media_matches_kind" CHECK (("stories"."kind" = 'text') = ("stories"."media_file_name" is null))
);
--> statement-breakpoint
CREATE TABLE "story_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "story_reactions" (
	"story_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_reactions_story_id_user_id_pk" PRIMARY KEY("story_id","user_id"),
	CONSTRAINT "story_reactions_kind_known" CHECK (kind in ('like', 'love', 'clap', 'wow'))
);
--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_purpose_known";--> statement-breakpoint
ALTER TABLE "organization_packages" ADD CONSTRAINT "organization_packages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_packages" ADD CONSTRAINT "organization_packages_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_packages" ADD CONSTRAINT "organization_packages_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_levels" ADD CONSTRAINT "plan_levels_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_levels" ADD CONSTRAINT "plan_levels_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_translations" ADD CONSTRAINT "plan_translations_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comments" ADD CONSTRAINT "story_comments_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comments" ADD CONSTRAINT "story_comments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comments" ADD CONSTRAINT "story_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comments" ADD CONSTRAINT "story_comments_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_reactions" ADD CONSTRAINT "story_reactions_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_reactions" ADD CONSTRAINT "story_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_reactions" ADD CONSTRAINT "story_reactions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_packages_plan" ON "organization_packages" USING btree ("organization_id","plan_id");--> statement-breakpoint
CREATE INDEX "organization_packages_plan_idx" ON "organization_packages" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "plan_levels_level_idx" ON "plan_levels" USING btree ("level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_translations_plan_language" ON "plan_translations" USING btree ("plan_id","language_code");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_one_recommended" ON "plans" USING btree ("is_recommended") WHERE "plans"."is_recommended";--> statement-breakpoint
CREATE UNIQUE INDEX "plans_one_reference" ON "plans" USING btree ("is_reference") WHERE "plans"."is_reference";--> statement-breakpoint
CREATE INDEX "plans_created_idx" ON "plans" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stories_organization_published_idx" ON "stories" USING btree ("organization_id","published_at","id");--> statement-breakpoint
CREATE INDEX "stories_author_published_idx" ON "stories" USING btree ("author_id","published_at","id");--> statement-breakpoint
CREATE INDEX "stories_feed_idx" ON "stories" USING btree ("visibility","expires_at") WHERE "stories"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "story_comments_story_idx" ON "story_comments" USING btree ("story_id","created_at","id");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_purpose_known" CHECK (purpose in ('organization', 'curriculum', 'liveClassCover', 'sound', 'story'));--> statement-breakpoint
-- Plans, their topics and translations are the platform's (no organisation, no row-level
-- security; the routes decide: reading needs r Packages, writing HAD with w Packages).
-- An organisation's packages are tenant-owned: its members read them, HAD reads all of them
-- (platform read) and writes them in the organisation's scope.
ALTER TABLE "organization_packages" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "organization_packages" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "organization_packages_tenant" ON "organization_packages" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
CREATE POLICY "organization_packages_platform_read" ON "organization_packages" AS PERMISSIVE FOR SELECT TO console_app
  USING ((select current_setting('app.platform', true) = 'on'));
--> statement-breakpoint
-- Stories, their reactions and comments are the story's organisation's. The platform read
-- serves HAD's moderators, the learner app's feed (stories shown to everyone) and the uploads
-- sweeper; a learner of another organisation reacts or comments in the story's scope.
ALTER TABLE "stories" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "stories" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "stories_tenant" ON "stories" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
CREATE POLICY "stories_platform_read" ON "stories" AS PERMISSIVE FOR SELECT TO console_app
  USING ((select current_setting('app.platform', true) = 'on'));
--> statement-breakpoint
ALTER TABLE "story_reactions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "story_reactions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "story_reactions_tenant" ON "story_reactions" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
CREATE POLICY "story_reactions_platform_read" ON "story_reactions" AS PERMISSIVE FOR SELECT TO console_app
  USING ((select current_setting('app.platform', true) = 'on'));
--> statement-breakpoint
ALTER TABLE "story_comments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "story_comments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "story_comments_tenant" ON "story_comments" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
CREATE POLICY "story_comments_platform_read" ON "story_comments" AS PERMISSIVE FOR SELECT TO console_app
  USING ((select current_setting('app.platform', true) = 'on'));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "plans", "plan_levels", "plan_translations", "organization_packages", "stories", "story_reactions", "story_comments" TO console_app;
--> statement-breakpoint
SELECT audit_enable('plans');
--> statement-breakpoint
SELECT audit_enable('plan_levels');
--> statement-breakpoint
SELECT audit_enable('plan_translations');
--> statement-breakpoint
SELECT audit_enable('organization_packages');
--> statement-breakpoint
SELECT audit_enable('stories');
--> statement-breakpoint
SELECT audit_enable('story_reactions');
--> statement-breakpoint
SELECT audit_enable('story_comments');
