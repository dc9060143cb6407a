ALTER TABLE "organizations" ADD COLUMN "contract_type" text DEFAULT 'annual' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "contract_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "starts_at" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "ends_at" date DEFAULT (current_date + 365) NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "contract_file" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "curriculum" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "max_students" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "max_teachers" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "max_classrooms" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_contract_status_known" CHECK (contract_status in ('pending', 'active', 'paused', 'canceled'));--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_contract_type_known" CHECK (contract_type in ('trial', 'annual', 'multiYear', 'custom'));--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_term_order" CHECK ("organizations"."ends_at" > "organizations"."starts_at");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_seats_non_negative" CHECK ("organizations"."max_students" >= 0 and "organizations"."max_teachers" >= 0 and "organizations"."max_classrooms" >= 0);--> statement-breakpoint
-- Organisations that existed before contracts were tracked were already in use: their
-- contracts start active (new rows default to pending until someone activates them).
UPDATE "organizations" SET "contract_status" = 'active';
