CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"organization_id" uuid,
	"actor_id" uuid,
	"table_name" text NOT NULL,
	"action" text NOT NULL,
	"record_id" text,
	"route" text,
	"request_id" text,
	"before" jsonb,
	"after" jsonb,
	"changed" text[],
	CONSTRAINT "audit_log_action_known" CHECK ("audit_log"."action" in ('insert', 'update', 'delete'))
);
--> statement-breakpoint
CREATE INDEX "audit_log_organization_idx" ON "audit_log" USING btree ("organization_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("table_name","record_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
-- The audit trail (issue 11; server/README.md, "Audit trail"). Every row the services write
-- (as console_app) is recorded by statement-level triggers, in the same transaction as the
-- write: who (app.actor_id), in which organisation (the row's, else app.organization_id),
-- what (table, insert/update/delete, app.route), which record (its primary key), the values
-- before and after minus the table's denied columns, and the request (app.request_id).
-- server/platform/tenant.ts sets the app.* settings in withTenant's first statement.
--
-- Statement-level triggers with transition tables: one INSERT ... SELECT per statement, so a
-- bulk write of 10,000 rows costs one set-based insert, not 10,000 trigger calls.
-- SECURITY DEFINER: the entries are written as the owner; console_app has no right to insert,
-- change or delete them (it may only read them, under the policies below). Every name is
-- schema-qualified or built in (pg_catalog comes first), so the caller's search_path cannot
-- redirect it.
CREATE FUNCTION "audit_statement"() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER AS $$
DECLARE
  v_keys text[] := TG_ARGV[0]::text[];
  v_denied text[] := TG_ARGV[1]::text[];
  v_organization_column text := TG_ARGV[2];
  v_scope uuid := nullif(current_setting('app.organization_id', true), '')::uuid;
  v_actor uuid := nullif(current_setting('app.actor_id', true), '')::uuid;
  v_route text := nullif(current_setting('app.route', true), '');
  v_request text := nullif(current_setting('app.request_id', true), '');
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO public.audit_log
      (organization_id, actor_id, table_name, action, record_id, route, request_id, after)
    SELECT coalesce((r.j ->> v_organization_column)::uuid, v_scope), v_actor, TG_TABLE_NAME,
           'insert', array_to_string(ARRAY(SELECT r.j ->> k FROM unnest(v_keys) AS k), '/'),
           v_route, v_request, r.j - v_denied
    FROM (SELECT to_jsonb(audit_row_) AS j FROM audit_new AS audit_row_) AS r;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO public.audit_log
      (organization_id, actor_id, table_name, action, record_id, route, request_id, before)
    SELECT coalesce((r.j ->> v_organization_column)::uuid, v_scope), v_actor, TG_TABLE_NAME,
           'delete', array_to_string(ARRAY(SELECT r.j ->> k FROM unnest(v_keys) AS k), '/'),
           v_route, v_request, r.j - v_denied
    FROM (SELECT to_jsonb(audit_row_) AS j FROM audit_old AS audit_row_) AS r;
  ELSE
    -- Old and new rows paired by primary key (a full join: a changed key still leaves both
    -- halves on record). An update that changes no value at all is not recorded.
    INSERT INTO public.audit_log
      (organization_id, actor_id, table_name, action, record_id, route, request_id,
       before, after, changed)
    SELECT coalesce((n.j ->> v_organization_column)::uuid, (o.j ->> v_organization_column)::uuid,
                    v_scope),
           v_actor, TG_TABLE_NAME, 'update', coalesce(n.record_id, o.record_id), v_route,
           v_request, o.j - v_denied, n.j - v_denied,
           ARRAY(SELECT e.key FROM jsonb_each(coalesce(n.j, '{}'::jsonb) || coalesce(o.j, '{}'::jsonb)) AS e
                 WHERE (n.j -> e.key) IS DISTINCT FROM (o.j -> e.key) ORDER BY 1)
    FROM (SELECT r.j, array_to_string(ARRAY(SELECT r.j ->> k FROM unnest(v_keys) AS k), '/') AS record_id
          FROM (SELECT to_jsonb(audit_row_) AS j FROM audit_new AS audit_row_) AS r) AS n
    FULL JOIN (SELECT r.j, array_to_string(ARRAY(SELECT r.j ->> k FROM unnest(v_keys) AS k), '/') AS record_id
               FROM (SELECT to_jsonb(audit_row_) AS j FROM audit_old AS audit_row_) AS r) AS o
      ON o.record_id = n.record_id
    WHERE n.j IS DISTINCT FROM o.j;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Puts the three triggers on a table: its primary key names the record, `denied` lists the
-- columns whose values never reach the trail (secrets: hashes, tokens, codes, sealed keys), and
-- `organization_column` names the row's organisation (organizations: its own id). Checks that
-- every denied column exists, so a misspelt deny list fails the migration instead of leaking.
-- Only writes made as console_app (the services) are recorded: migrations, the demo seed and
-- scripts run as the owner. The WHEN reads the `role` setting, which SET LOCAL ROLE sets and
-- which stays console_app inside cascaded foreign-key actions (those run as the table's owner).
CREATE FUNCTION "audit_enable"(
  audited regclass,
  denied text[] DEFAULT '{}',
  organization_column text DEFAULT 'organization_id'
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_keys text[];
  v_missing text[];
  v_args text;
  v_when text := $w$WHEN (pg_catalog.current_setting('role') = 'console_app')$w$;
BEGIN
  SELECT array_agg(a.attname::text ORDER BY array_position(i.indkey::int2[], a.attnum))
    INTO v_keys
  FROM pg_catalog.pg_index i
  JOIN pg_catalog.pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
  WHERE i.indrelid = audited AND i.indisprimary;
  IF v_keys IS NULL THEN
    RAISE EXCEPTION 'audit_enable: % has no primary key', audited;
  END IF;
  SELECT array_agg(d) INTO v_missing FROM unnest(denied) AS d
  WHERE NOT EXISTS (SELECT 1 FROM pg_catalog.pg_attribute a
                    WHERE a.attrelid = audited AND a.attname = d AND NOT a.attisdropped);
  IF v_missing IS NOT NULL THEN
    RAISE EXCEPTION 'audit_enable: % has no column(s) %', audited, v_missing;
  END IF;
  v_args := format('%L, %L, %L', v_keys, denied, organization_column);
  EXECUTE format('DROP TRIGGER IF EXISTS audit_insert ON %s', audited);
  EXECUTE format('DROP TRIGGER IF EXISTS audit_update ON %s', audited);
  EXECUTE format('DROP TRIGGER IF EXISTS audit_delete ON %s', audited);
  EXECUTE format('CREATE TRIGGER audit_insert AFTER INSERT ON %s REFERENCING NEW TABLE AS audit_new '
                 'FOR EACH STATEMENT %s EXECUTE FUNCTION public.audit_statement(%s)',
                 audited, v_when, v_args);
  EXECUTE format('CREATE TRIGGER audit_update AFTER UPDATE ON %s '
                 'REFERENCING OLD TABLE AS audit_old NEW TABLE AS audit_new '
                 'FOR EACH STATEMENT %s EXECUTE FUNCTION public.audit_statement(%s)',
                 audited, v_when, v_args);
  EXECUTE format('CREATE TRIGGER audit_delete AFTER DELETE ON %s REFERENCING OLD TABLE AS audit_old '
                 'FOR EACH STATEMENT %s EXECUTE FUNCTION public.audit_statement(%s)',
                 audited, v_when, v_args);
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION "audit_enable"(regclass, text[], text) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION "audit_statement"() FROM PUBLIC;
--> statement-breakpoint
-- Every table, each with its deny list. Not audited: audit_log itself, and mail_outbox (the
-- delivery queue: its rows are written in the transaction of the action that queues them,
-- which is on record, and its bodies carry sign-up codes and invitation links).
SELECT audit_enable('users', '{password_hash}');
--> statement-breakpoint
SELECT audit_enable('sessions');
--> statement-breakpoint
SELECT audit_enable('code_challenges', '{code_hash}');
--> statement-breakpoint
SELECT audit_enable('organizations', '{}', 'id');
--> statement-breakpoint
SELECT audit_enable('memberships');
--> statement-breakpoint
SELECT audit_enable('join_codes', '{code}');
--> statement-breakpoint
SELECT audit_enable('roles');
--> statement-breakpoint
SELECT audit_enable('role_permissions');
--> statement-breakpoint
SELECT audit_enable('app_settings');
--> statement-breakpoint
SELECT audit_enable('meeting_keys', '{sealed}');
--> statement-breakpoint
SELECT audit_enable('user_activities');
--> statement-breakpoint
SELECT audit_enable('class_rooms');
--> statement-breakpoint
SELECT audit_enable('class_room_students');
--> statement-breakpoint
SELECT audit_enable('invitation_batches');
--> statement-breakpoint
SELECT audit_enable('invitations', '{token_hash}');
--> statement-breakpoint
SELECT audit_enable('teaching_topics');
--> statement-breakpoint
SELECT audit_enable('teacher_profiles');
--> statement-breakpoint
SELECT audit_enable('teacher_profile_changes');
--> statement-breakpoint
SELECT audit_enable('teacher_profile_rejections');
--> statement-breakpoint
SELECT audit_enable('levels');
--> statement-breakpoint
SELECT audit_enable('units');
--> statement-breakpoint
SELECT audit_enable('activities');
--> statement-breakpoint
SELECT audit_enable('elements');
--> statement-breakpoint
SELECT audit_enable('element_answers');
--> statement-breakpoint
SELECT audit_enable('uploads');
--> statement-breakpoint
SELECT audit_enable('live_classes', '{meeting_id}');
--> statement-breakpoint
SELECT audit_enable('live_class_reviews');
--> statement-breakpoint
SELECT audit_enable('live_class_attendance');
--> statement-breakpoint
SELECT audit_enable('live_class_batches');
--> statement-breakpoint
-- console_app reads the trail and nothing else (0002's default privileges gave it more).
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON "audit_log" FROM console_app;
--> statement-breakpoint
REVOKE ALL ON SEQUENCE "audit_log_id_seq" FROM console_app;
--> statement-breakpoint
GRANT SELECT ON "audit_log" TO console_app;
--> statement-breakpoint
-- Enabled but not forced: the owner (the trigger function) writes every entry whatever the
-- organisation; console_app, not the owner, reads under these policies. An organisation's
-- entries, and every entry platform-wide (app.platform: a HAD caller with AuditLog read).
ALTER TABLE "audit_log" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "audit_log_tenant" ON "audit_log" AS PERMISSIVE FOR SELECT TO console_app
  USING ("organization_id" = (select nullif(current_setting('app.organization_id', true), '')::uuid));
--> statement-breakpoint
CREATE POLICY "audit_log_platform_read" ON "audit_log" AS PERMISSIVE FOR SELECT TO console_app
  USING ((select current_setting('app.platform', true)) = 'on');
--> statement-breakpoint
-- The new AuditLog resource: those who manage an organisation (GroupsManager write: the demo's
-- Admin and Organization Manager) read its trail. Fresh databases have no roles yet (the seed
-- grants it there).
INSERT INTO "role_permissions" ("role_id", "entity", "read", "write", "update")
SELECT "role_id", 'AuditLog', true, false, false FROM "role_permissions"
WHERE "entity" = 'GroupsManager' AND "write"
ON CONFLICT DO NOTHING;
