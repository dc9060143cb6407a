-- The name a contract file was uploaded under: the console shows it and downloads the file
-- by it, rather than by the stored <uuid>.<ext>. Null for files saved before this column.
ALTER TABLE "organizations" ADD COLUMN "contract_file_name" text;
