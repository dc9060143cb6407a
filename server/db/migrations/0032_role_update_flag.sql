-- The update flag now means something: routes that change a record that exists (PUT, publish,
-- archive, reorder, approve, contract actions...) need it, while creating and deleting keep
-- needing write (docs/permissions.md). Until now write allowed both, so every role keeps what
-- it could do: update wherever write is granted.
UPDATE "role_permissions" SET "update" = true WHERE "write" AND NOT "update";
--> statement-breakpoint
-- The spec's other permission keys (defaultgroupmanager, units, activities, teachers) are
-- accepted in a role from now on; they grant nothing yet. The roles that manage roles (write
-- Roles, the platform's admins) get them, so that they may hand them out (a role may only grant
-- what its editor holds).
INSERT INTO "role_permissions" ("role_id", "entity", "read", "write", "update")
SELECT p."role_id", k."entity", true, true, true
FROM "role_permissions" p
CROSS JOIN (VALUES ('defaultgroupmanager'), ('units'), ('activities'), ('teachers')) AS k("entity")
WHERE p."entity" = 'Roles' AND p."write"
ON CONFLICT DO NOTHING;
