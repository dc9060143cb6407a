-- The achievement report (GET v1/reports, server/levels/reports/store.ts) reads an
-- organisation's attempts of a range of days, four times a report (totals, by topic, by class,
-- by day). Keyed by organisation and submission time, with every column the report reads
-- included, it is read from this index alone (an index-only scan of the range, contiguous),
-- never from the table, where an organisation's attempts lie one or two to a page among every
-- other organisation's. Drizzle cannot declare INCLUDE: the schema names the key only.
-- Measured by `npm run bench:reports` (README.md, Other scripts).
CREATE INDEX "attempts_organization_submitted_idx" ON "attempts" USING btree ("organization_id","submitted_at") INCLUDE ("user_id","activity_id","class_room_id","score","max_score");
