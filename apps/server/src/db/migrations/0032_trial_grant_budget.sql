-- A trial grant records the budget that paid it: its unused remainder went back to the template's
-- budget of the moment, which an approved terms change may have moved while the grant was live. The
-- column is nullable and its key NOT VALID (neither rewrites nor scans the grants); only grants that
-- can still give money back (ISSUED, ACTIVE) are filled, from the budget their SPEND was posted to
-- (the template's budget may already be another), else their template's.
ALTER TABLE "mem_trial_grant" ADD COLUMN "budget_id" bigint;--> statement-breakpoint
ALTER TABLE "mem_trial_grant" ADD CONSTRAINT "mem_trial_grant_budget_id_fin_budget_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."fin_budget"("id") ON DELETE no action ON UPDATE no action NOT VALID;--> statement-breakpoint
UPDATE "mem_trial_grant" g SET "budget_id" = l."budget_id"
  FROM "fin_budget" b JOIN "fin_budget_log" l ON l."budget_id" = b."id" AND l."ref_type" = 'TRIAL_GRANT' AND l."type" = 'SPEND'
  WHERE l."ref_id" = g."id" AND g."status" IN ('ISSUED', 'ACTIVE');--> statement-breakpoint
UPDATE "mem_trial_grant" g SET "budget_id" = t."budget_id"
  FROM "mem_trial_template" t
  WHERE t."id" = g."template_id" AND g."status" IN ('ISSUED', 'ACTIVE') AND g."budget_id" IS NULL;
