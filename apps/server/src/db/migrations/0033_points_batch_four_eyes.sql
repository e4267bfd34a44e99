-- A points batch is measured as a whole against the points four-eyes threshold (points × the members
-- it grants, as code batches and coupon sendings are), decided when it is stored. A constant default:
-- PostgreSQL adds the column without rewriting the batches; a batch stored before keeps the old rule.
ALTER TABLE "mkt_points_grant_batch" ADD COLUMN "four_eyes" boolean DEFAULT false NOT NULL;
