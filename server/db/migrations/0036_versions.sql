-- Edits that do not overwrite each other (docs/edit-conflicts.md): a version per editable
-- record, bumped by the database on every update that changes the row, whatever code made it.
-- Reads answer it as the ETag; a write with an older If-Match answers 412.
ALTER TABLE "class_rooms" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "class_rooms_version" BEFORE UPDATE ON "class_rooms"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_version"();
--> statement-breakpoint
CREATE TRIGGER "organizations_version" BEFORE UPDATE ON "organizations"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_version"();
--> statement-breakpoint
CREATE TRIGGER "plans_version" BEFORE UPDATE ON "plans"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_version"();
--> statement-breakpoint
-- The audit trail's `changed` leaves the version out: it moves with every change, so naming it
-- says nothing (its values stay in before and after). 0022's function otherwise unchanged.
CREATE OR REPLACE FUNCTION "audit_statement"() RETURNS trigger
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
                 WHERE (n.j -> e.key) IS DISTINCT FROM (o.j -> e.key) AND e.key <> 'version'
                 ORDER BY 1)
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
