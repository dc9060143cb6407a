-- Imports that can be taken back (docs/imports.md): each batch keeps its file's name and when and
-- by whom it was rolled back; a live class keeps the batch that created it. Both batch tables are
-- audited already (0022), so a rollback is on the audit trail.
ALTER TABLE "invitation_batches" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "invitation_batches" ADD COLUMN "rolled_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitation_batches" ADD COLUMN "rolled_back_by" uuid;--> statement-breakpoint
ALTER TABLE "live_class_batches" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "live_class_batches" ADD COLUMN "rolled_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_class_batches" ADD COLUMN "rolled_back_by" uuid;--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "invitation_batches" ADD CONSTRAINT "invitation_batches_rolled_back_by_users_id_fk" FOREIGN KEY ("rolled_back_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_batches" ADD CONSTRAINT "live_class_batches_rolled_back_by_users_id_fk" FOREIGN KEY ("rolled_back_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_batch_id_live_class_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."live_class_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_batch_idx" ON "invitations" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "live_classes_batch_idx" ON "live_classes" USING btree ("batch_id");