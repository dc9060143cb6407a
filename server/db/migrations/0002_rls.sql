-- Row-level security: the database's second line of defence for tenant isolation
-- (issue 3, "Tenant isolation"). See server/README.md, "Row-level security".
--
-- Tenant-owned tables (they have organization_id, so every row belongs to one organisation):
--   memberships, join_codes.
-- Not tenant-owned, so no RLS: organizations (the tenants themselves), roles and
-- role_permissions (platform-wide: every organisation picks from the same roles), users,
-- sessions, code_challenges and mail_outbox (user-scoped: they belong to a person, who may
-- be in several organisations or none yet), app_settings (platform-wide).
--
-- The services run every query as console_app (SET LOCAL ROLE, server/platform/tenant.ts);
-- migrations and the demo seed run as the owner. Settings read by the policies, all set
-- per transaction with set_config(..., true), so they never outlive it:
--   app.organization_id  the caller's active organisation
--   app.user_id          the caller
--   app.platform         'on' only in routes whose declared access is platform-wide
--   app.join_code        the code being redeemed (join-group only)
-- Unset (or reset to '' after a transaction) means null, and null matches no row.

-- Roles are cluster-wide: parallel test databases (and a re-run) share console_app, so
-- create it only when missing, and tolerate a concurrent creator.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = 'console_app') THEN
    CREATE ROLE console_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOINHERIT;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;
--> statement-breakpoint
-- A non-superuser owner must be a member of console_app to SET ROLE to it.
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT console_app TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO console_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO console_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO console_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO console_app;
--> statement-breakpoint
ALTER TABLE "memberships" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "memberships" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "join_codes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "join_codes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- The rule: a row exists only for its own organisation, for reading and for writing.
CREATE POLICY "memberships_tenant" ON "memberships" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK ("organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);
--> statement-breakpoint
-- A user's own memberships across organisations: the auth guard's active membership,
-- admin-groups, and the joinGroup response.
CREATE POLICY "memberships_self_read" ON "memberships" AS PERMISSIVE FOR SELECT TO console_app
  USING ("user_id" = nullif(current_setting('app.user_id', true), '')::uuid);
--> statement-breakpoint
-- Switching the active organisation (and leaving DEFAULT on join) changes one's own rows
-- in other organisations; the row must stay one's own. Inserts and deletes are not covered.
CREATE POLICY "memberships_self_update" ON "memberships" AS PERMISSIVE FOR UPDATE TO console_app
  USING ("user_id" = nullif(current_setting('app.user_id', true), '')::uuid)
  WITH CHECK ("user_id" = nullif(current_setting('app.user_id', true), '')::uuid);
--> statement-breakpoint
-- Platform-wide reading (HAD): how many hold a role (roles routes), whether a user is
-- active elsewhere (addAdminToHadGroup). Read-only; writes stay tenant-scoped.
CREATE POLICY "memberships_platform_read" ON "memberships" AS PERMISSIVE FOR SELECT TO console_app
  USING (current_setting('app.platform', true) = 'on');
--> statement-breakpoint
CREATE POLICY "join_codes_tenant" ON "join_codes" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK ("organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);
--> statement-breakpoint
-- Redeeming a code before one belongs to its organisation: the one row whose code the
-- caller names (a unique column, so no enumeration), read-only. Knowing the code is the
-- right to join; the redemption itself then runs scoped to the code's organisation.
CREATE POLICY "join_codes_redeem" ON "join_codes" AS PERMISSIVE FOR SELECT TO console_app
  USING ("code" = nullif(current_setting('app.join_code', true), ''));
