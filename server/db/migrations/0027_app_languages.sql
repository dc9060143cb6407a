CREATE TABLE "app_languages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_native" text NOT NULL,
	"direction" text NOT NULL,
	"position" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"translations_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_languages_code_unique" UNIQUE("code"),
	CONSTRAINT "app_languages_direction" CHECK ("app_languages"."direction" in ('ltr', 'rtl'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "app_languages_one_default" ON "app_languages" USING btree ("is_default") WHERE "app_languages"."is_default";--> statement-breakpoint
-- Platform-wide like the other settings (no organisation, no row-level security); the routes
-- decide who reads (r Configurations) and who writes (HAD, w Configurations).
GRANT SELECT, INSERT, UPDATE, DELETE ON "app_languages" TO console_app;
--> statement-breakpoint
-- Audited, but the strings themselves are kept out of the trail: a file may be 2 MB, and an
-- entry holds the row before and after. `changed` still names `translations` on an upload, and
-- `translations_updated_at` says when.
SELECT audit_enable('app_languages', '{translations}');
--> statement-breakpoint
-- There is always a default language: English, with the learner app's basic strings (the
-- other languages are compared with it). The demo seed adds Arabic.
INSERT INTO "app_languages" ("code", "name_en", "name_native", "direction", "position", "is_default", "translations", "translations_updated_at")
VALUES ('en', 'English', 'English', 'ltr', 0, true, '{
  "common": {"continue": "Continue", "cancel": "Cancel", "retry": "Try again", "loading": "Loading…"},
  "auth": {"signIn": "Sign in", "signOut": "Sign out", "email": "E-mail", "password": "Password"},
  "home": {"greeting": "Welcome back, {{name}}!", "streak": "{{count}} days in a row", "continueLesson": "Continue your lesson"},
  "lessons": {"title": "Lessons", "progress": "{{done}} of {{total}} lessons done", "start": "Start", "locked": "Finish the previous lesson first"},
  "exercise": {"check": "Check", "correct": "Correct!", "wrong": "Not quite, try again", "listen": "Tap to listen", "pointsEarned": "You earned {{count}} points"},
  "levelTest": {"title": "Level test", "minutesLeft": "{{count}} minutes left", "result": "You are placed in {{level}}"},
  "settings": {"title": "Settings", "language": "App language", "notifications": "Notifications"}
}'::jsonb, now())
ON CONFLICT ("code") DO NOTHING;
