-- The auth guard's one statement (server/platform/auth-context.ts) answers the active
-- organisation's contract too (status and end date), so the guard decides what the contract
-- leaves the caller (read-only while paused, nothing once canceled or ended; the contract
-- machine's rule, with the server clock's day) without another round trip. Otherwise the same
-- function as 0015_auth_context_function.sql, whose notes hold: not SECURITY DEFINER, its first
-- step turns to console_app with the scope { organization_id: none, user_id: the caller } for
-- the statement, it answers only for a live session of the given user, and only the owner and
-- console_app may execute it. A new result column changes the return type, so it is dropped
-- and created again (in the migration's transaction: no caller sees it missing).
DROP FUNCTION "public"."console_auth_context"(uuid, uuid, timestamptz);
--> statement-breakpoint
CREATE FUNCTION "public"."console_auth_context"(p_session_id uuid, p_user_id uuid, p_now timestamptz)
RETURNS TABLE (
  organization_id uuid,
  organization_name text,
  contract_status text,
  ends_at text,
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
    SELECT m.organization_id, o.name, o.contract_status,
           pg_catalog.to_char(o.ends_at, 'YYYY-MM-DD'),
           r.id, r.name, r.number,
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
