CREATE TABLE "setup_dismissals" (
	"organization_id" uuid NOT NULL,
	"step" text NOT NULL,
	"dismissed_by" uuid,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "setup_dismissals_organization_id_step_pk" PRIMARY KEY("organization_id","step"),
	CONSTRAINT "setup_dismissals_step_known" CHECK ("setup_dismissals"."step" in ('class', 'teacher', 'students', 'assignment', 'liveClass'))
);
--> statement-breakpoint
ALTER TABLE "setup_dismissals" ADD CONSTRAINT "setup_dismissals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setup_dismissals" ADD CONSTRAINT "setup_dismissals_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A dismissal is its organisation's (tenant policy); HAD's dashboard reads every customer's
-- progress with app.platform on, so it also reads the tables the steps are ticked from.
ALTER TABLE "setup_dismissals" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "setup_dismissals" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "setup_dismissals_tenant" ON "setup_dismissals" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid))
  WITH CHECK ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
CREATE POLICY "setup_dismissals_platform_read" ON "setup_dismissals" AS PERMISSIVE FOR SELECT TO console_app
  USING ((select current_setting('app.platform', true) = 'on'));
--> statement-breakpoint
CREATE POLICY "invitations_platform_read" ON "invitations" AS PERMISSIVE FOR SELECT TO console_app
  USING ((select current_setting('app.platform', true) = 'on'));
--> statement-breakpoint
CREATE POLICY "activity_class_rooms_platform_read" ON "activity_class_rooms" AS PERMISSIVE FOR SELECT TO console_app
  USING ((select current_setting('app.platform', true) = 'on'));
--> statement-breakpoint
CREATE POLICY "live_classes_platform_read" ON "live_classes" AS PERMISSIVE FOR SELECT TO console_app
  USING ((select current_setting('app.platform', true) = 'on'));
--> statement-breakpoint
SELECT audit_enable('setup_dismissals');
