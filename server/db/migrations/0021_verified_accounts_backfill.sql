-- Sign-ups must verify their e-mail before they can sign in (issue 11). Accounts from before
-- the rule that someone let into an organisation (the demo data, an invitation, an admin's
-- assignment, a join code) count as verified from when they were made; a sign-up still
-- waiting in DEFAULT alone, without its code, verifies at its next sign-in. Runs as the owner
-- (like the seed), so memberships are read past their row-level security.
UPDATE "users" SET "email_verified_at" = "created_at"
WHERE "email_verified_at" IS NULL
  AND EXISTS (
    SELECT 1
    FROM "memberships" m
    JOIN "organizations" o ON o."id" = m."organization_id"
    WHERE m."user_id" = "users"."id" AND o."name" <> 'DEFAULT'
  );
