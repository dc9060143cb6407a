-- Invitations and their import batches are tenant-owned (server/README.md, "Row-level
-- security" and "Invitations"): RLS enabled and forced, one tenant rule per table, the same
-- as memberships_tenant.
GRANT SELECT, INSERT, UPDATE, DELETE ON "invitations", "invitation_batches" TO console_app;
--> statement-breakpoint
ALTER TABLE "invitations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "invitations" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "invitation_batches" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "invitation_batches" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "invitations_tenant" ON "invitations" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK ("organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);
--> statement-breakpoint
-- Opening an e-mailed link before one belongs to the organisation: the one row whose token
-- hash the caller holds (a unique column, so no enumeration), read-only, the same as
-- join_codes_redeem. Accepting then runs scoped to the invitation's organisation.
CREATE POLICY "invitations_redeem" ON "invitations" AS PERMISSIVE FOR SELECT TO console_app
  USING ("token_hash" = nullif(current_setting('app.invitation_token', true), ''));
--> statement-breakpoint
CREATE POLICY "invitation_batches_tenant" ON "invitation_batches" AS PERMISSIVE FOR ALL TO console_app
  USING ("organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK ("organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);
