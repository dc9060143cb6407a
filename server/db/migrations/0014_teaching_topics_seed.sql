-- The teaching-topics lookup (GET v1/general/teachers/lookups/teaching-topics), in English and
-- Arabic. Teacher profiles belong to the person, not to an organisation: these four tables have
-- no organization_id and no row-level security, like `users` (server/README.md, "Teacher
-- profiles"). Granted explicitly so they do not depend on which role created them.
GRANT SELECT, INSERT, UPDATE, DELETE ON "teaching_topics", "teacher_profiles", "teacher_profile_changes", "teacher_profile_rejections" TO console_app;
--> statement-breakpoint
INSERT INTO "teaching_topics" ("id", "name_en", "name_ar", "sort_order") VALUES
  ('reading', 'Reading', 'القراءة', 1),
  ('writing', 'Writing and handwriting', 'الكتابة والخط', 2),
  ('grammar', 'Grammar (Nahw and Sarf)', 'النحو والصرف', 3),
  ('conversation', 'Conversation', 'المحادثة', 4),
  ('quran-recitation', 'Quran recitation (Tajweed)', 'تلاوة القرآن (التجويد)', 5),
  ('literature', 'Literature and poetry', 'الأدب والشعر', 6),
  ('arabic-for-non-native', 'Arabic for non-native speakers', 'العربية للناطقين بغيرها', 7)
ON CONFLICT ("id") DO NOTHING;
