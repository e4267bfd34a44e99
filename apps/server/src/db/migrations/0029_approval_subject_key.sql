-- A four-eyes request names its subject by a closed set of types (the Approvals page labels them in
-- the reader's language). The staking rate's request carried its day inside the type
-- ('STAKING_RATE:2026-12-01'), so that one request per product and day may wait; the day is now the
-- subject's key, part of the one-open-request rule. The old index goes first: two days of one
-- product would collide on it once their types are the same.
DROP INDEX "sys_approval_open_uq";--> statement-breakpoint
ALTER TABLE "sys_approval" ADD COLUMN "subject_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "sys_approval" SET "subject_key" = substr("subject_type", 14), "subject_type" = 'STAKING_RATE' WHERE "subject_type" LIKE 'STAKING\_RATE:%';--> statement-breakpoint
UPDATE "sys_approval" SET "subject_type" = 'IP_BLACKLIST' WHERE "subject_type" = 'IpBlacklist';--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sys_approval_open_uq" ON "sys_approval" USING btree ("kind","subject_type","subject_id","subject_key") WHERE "sys_approval"."status" = 'PENDING' and "sys_approval"."subject_id" is not null;
