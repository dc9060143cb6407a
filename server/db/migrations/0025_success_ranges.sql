CREATE TABLE "success_ranges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"level_id" uuid NOT NULL,
	"min_score" integer NOT NULL,
	"max_score" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "success_ranges_scores" CHECK ("success_ranges"."min_score" >= 0 and "success_ranges"."max_score" <= 100 and "success_ranges"."min_score" <= "success_ranges"."max_score")
);
--> statement-breakpoint
ALTER TABLE "success_ranges" ADD CONSTRAINT "success_ranges_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "success_ranges_level_idx" ON "success_ranges" USING btree ("level_id");--> statement-breakpoint
-- No two ranges share a score: a score places a learner in one level at most (the service
-- answers 409 naming the range in the way). btree_gist is there since 0018.
ALTER TABLE "success_ranges" ADD CONSTRAINT "success_ranges_no_overlap"
  EXCLUDE USING gist (int4range("min_score", "max_score", '[]') WITH &&);
--> statement-breakpoint
-- Platform content like the curriculum (no organisation, no row-level security); the routes
-- decide who writes it (HAD, w Elements).
GRANT SELECT, INSERT, UPDATE, DELETE ON "success_ranges" TO console_app;
--> statement-breakpoint
SELECT audit_enable('success_ranges');
