-- Price samples are append-only (catalogue §5.7): any UPDATE or DELETE raises, whoever asks.
-- Tamper tests disable the trigger first (ALTER TABLE … DISABLE TRIGGER, as the table's owner) to
-- play the attacker who holds the database; the hash chain is what then finds the edit.
CREATE OR REPLACE FUNCTION ctr_price_sample_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'ctr_price_sample is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ctr_price_sample_no_update_delete BEFORE UPDATE OR DELETE ON ctr_price_sample FOR EACH ROW EXECUTE FUNCTION ctr_price_sample_append_only();
--> statement-breakpoint
CREATE TRIGGER ctr_price_sample_no_truncate BEFORE TRUNCATE ON ctr_price_sample FOR EACH STATEMENT EXECUTE FUNCTION ctr_price_sample_append_only();
