-- The auth guard's one statement (server/platform/auth-context.ts): the caller's live session,
-- their active membership with its organisation and role, and the role's permissions, read by
-- one call outside any transaction block, instead of BEGIN, SET LOCAL ROLE, the scope, two
-- queries and COMMIT before every request's own transaction.
--
-- Why SECURITY DEFINER is safe here (see server/README.md, "Row-level security"):
-- - It runs as the migration owner, who already bypasses the policies (a superuser, or an
--   owner with BYPASSRLS, which the seed needs anyway), so it sees the one active membership
--   of the user whatever the organisation, as memberships_self_read lets the user see it.
-- - It answers only for a session that is named by its id AND belongs to the given user AND
--   is neither revoked nor expired at p_now: both ids come from an access token whose
--   signature the guard has verified; an unknown, revoked or expired session answers no row.
-- - It returns only the caller's own membership (organisation id and name, role id, name,
--   number and permissions): nothing of other users, no write, no dynamic SQL.
-- - search_path is pinned, and only console_app (and the owner) may execute it.
CREATE FUNCTION "console_auth_context"(p_session_id uuid, p_user_id uuid, p_now timestamptz)
RETURNS TABLE (
  organization_id uuid,
  organization_name text,
  role_id uuid,
  role_name text,
  role_number integer,
  permissions json
)
LANGUAGE sql
STABLE
SECURITY DEFINER
SET search_path = pg_catalog, public
AS $$
  SELECT m.organization_id, o.name, r.id, r.name, r.number,
         coalesce((SELECT json_agg(json_build_object('entity', p.entity, 'read', p.read,
                                                     'write', p.write, 'update', p.update))
                   FROM public.role_permissions p WHERE p.role_id = r.id), '[]'::json)
  FROM public.sessions s
  LEFT JOIN public.memberships m ON m.user_id = s.user_id AND m.is_active
  LEFT JOIN public.organizations o ON o.id = m.organization_id
  LEFT JOIN public.roles r ON r.id = m.role_id
  WHERE s.id = p_session_id
    AND s.user_id = p_user_id
    AND s.revoked_at IS NULL
    AND s.expires_at > p_now
  LIMIT 1
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION "console_auth_context"(uuid, uuid, timestamptz) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "console_auth_context"(uuid, uuid, timestamptz) TO console_app;
