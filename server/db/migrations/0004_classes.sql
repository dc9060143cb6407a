CREATE TABLE "class_room_students" (
	"class_room_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_room_students_class_room_id_student_id_pk" PRIMARY KEY("class_room_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "class_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"level" text,
	"teacher_id" uuid,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_room_students" ADD CONSTRAINT "class_room_students_class_room_id_class_rooms_id_fk" FOREIGN KEY ("class_room_id") REFERENCES "public"."class_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_room_students" ADD CONSTRAINT "class_room_students_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_room_students" ADD CONSTRAINT "class_room_students_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_rooms" ADD CONSTRAINT "class_rooms_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_rooms" ADD CONSTRAINT "class_rooms_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_room_students_organization_idx" ON "class_room_students" USING btree ("organization_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_rooms_organization_name_unique" ON "class_rooms" USING btree ("organization_id",lower("name")) WHERE not "class_rooms"."is_archived";--> statement-breakpoint
CREATE INDEX "class_rooms_teacher_idx" ON "class_rooms" USING btree ("organization_id","teacher_id");