-- A file kept out of the file centre (a member's identity document): read only through the area
-- that holds it, under that area's permission. A constant default: PostgreSQL adds it without a rewrite.
ALTER TABLE "sys_file" ADD COLUMN "restricted" boolean DEFAULT false NOT NULL;
