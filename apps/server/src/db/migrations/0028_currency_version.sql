-- The currencies page edits fin_currency through the resource engine, which guards every edit with the row's
-- version (a constant default: PostgreSQL adds the column without rewriting the table).
ALTER TABLE "fin_currency" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;
