CREATE TABLE "meeting_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_keys_name_known" CHECK (name in ('clientKey', 'clientSecret', 'accountId', 'sdkKey', 'sdkSecret')),
	CONSTRAINT "meeting_keys_sealed_form" CHECK (sealed like 'v1.%')
);
--> statement-breakpoint
ALTER TABLE "meeting_keys" ADD CONSTRAINT "meeting_keys_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- The platform's meeting keys (server/README.md, "Meetings"): platform-wide like app_settings,
-- so no organisation and no RLS; the routes decide who writes them (HAD, w Configurations) and
-- none answers a value. Each row holds an AES-256-GCM ciphertext, never the key itself
-- (server/platform/secrets/secret-box.ts). Granted explicitly as well as by 0002's defaults.
GRANT SELECT, INSERT, UPDATE, DELETE ON "meeting_keys" TO console_app;
