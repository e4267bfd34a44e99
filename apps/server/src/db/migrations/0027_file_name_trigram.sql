-- The file centre's name search finds the text anywhere in a name (`ilike '%…%'`, db/folded-text.ts), which no
-- btree answers: on PostgreSQL with 200,000 files it read the whole table (55 ms a page, 89 ms the count). A
-- trigram index answers it (0.2 ms). pg_trgm ships with PostgreSQL (contrib) and PGlite (loaded at start,
-- db/client.ts); PostgreSQL 13+ lets a database's owner create it. Where it cannot be created (a role without
-- the right, a server without contrib), the migration goes on without the index and the search reads the table,
-- as before: the upgrade never fails for an optimisation.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available (%): the file centre searches names without an index', SQLERRM;
END
$$;--> statement-breakpoint
-- The operator class is named with its schema: an extension created earlier elsewhere (an `extensions` schema)
-- is not on the search path.
DO $$
DECLARE
  trigram_ops text;
BEGIN
  SELECT format('%I.%I', n.nspname, c.opcname) INTO trigram_ops
  FROM pg_opclass c JOIN pg_namespace n ON n.oid = c.opcnamespace JOIN pg_am a ON a.oid = c.opcmethod
  WHERE c.opcname = 'gin_trgm_ops' AND a.amname = 'gin'
  LIMIT 1;
  IF trigram_ops IS NOT NULL THEN
    EXECUTE format('CREATE INDEX IF NOT EXISTS "sys_file_name_trgm_idx" ON "sys_file" USING gin ("name" %s)', trigram_ops);
  END IF;
END
$$;
