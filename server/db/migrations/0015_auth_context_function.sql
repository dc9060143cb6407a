-- The auth guard's one statement (server/platform/auth-context.ts): the caller's live session,
-- their active membership with its organisation and role, and the role's permissions, read by
-- one call outside any transaction block, instead of BEGIN, SET LOCAL ROLE, the scope, two
-- queries and COMMIT before every request's own transaction.
--
-- Not SECURITY DEFINER: it reads under the same rules as withTenant (server/platform/tenant.ts).
-- Its first step switches to console_app with the scope { organization_id: none, user_id: the
-- caller } (set_config(..., true): local to the transaction, which for a statement outside a
-- transaction block is the statement itself), so its query sees memberships through
-- memberships_self_read only, exactly as the guard's transaction did; dropping that policy
-- still leaves the caller without an organisation (tests/server/row-level-security.test.ts).
-- It answers only for a session named by its id AND belonging to the given user AND neither
-- revoked nor expired at p_now (both ids come from an access token whose signature the guard
-- verified); anything else answers no row. Names are schema-qualified; only the owner and
-- console_app may execute it. Called inside a transaction, it leaves that transaction as
-- console_app with this scope (narrower than any other), so call it outside one.
CREATE FUNCTION "public"."console_auth_context"(p_session_id uuid, p_user_id uuid, p_now timestamptz)
RETURNS TABLE (
  organization_id uuid,
  organization_name text,
  role_id uuid,
  role_name text,
  role_number integer,
  permissions json
)
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_catalog.set_config('role', 'console_app', true),
          pg_catalog.set_config('app.organization_id', '', true),
          pg_catalog.set_config('app.user_id', p_user_id::text, true),
          pg_catalog.set_config('app.platform', '', true),
          pg_catalog.set_config('app.join_code', '', true),
          pg_catalog.set_config('app.invitation_token', '', true);
  RETURN QUERY
    SELECT m.organization_id, o.name, r.id, r.name, r.number,
           coalesce((SELECT pg_catalog.json_agg(pg_catalog.json_build_object(
                              'entity', p.entity, 'read', p.read,
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
    LIMIT 1;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION "public"."console_auth_context"(uuid, uuid, timestamptz) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "public"."console_auth_context"(uuid, uuid, timestamptz) TO console_app;
