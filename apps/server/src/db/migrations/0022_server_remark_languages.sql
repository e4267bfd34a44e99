-- Remarks the server writes for people to read later are kept in each console language
-- ({"zh-cn","en","zh-tw"}); it wrote them in English whatever the reader's language:
--   * a ledger entry's remark (the money log's and the budget log's): "staked in STK-1", "level 1
--     share of the withdrawal fee"; an operator's words are kept as written, the same in each;
--   * the daily statement's check note: "difference: …", "reopened: …".
-- Rows written before keep their words, the same in every language (the ledger is kept as
-- written; a statement that is not closed gets a new note from its next close); an empty remark
-- becomes null.
ALTER TABLE "fin_money_log" ALTER COLUMN "remark" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "fin_money_log" ALTER COLUMN "remark" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fin_money_log" ALTER COLUMN "remark" SET DATA TYPE jsonb USING (CASE WHEN "remark" = '' THEN NULL ELSE jsonb_build_object('zh-cn', "remark", 'en', "remark", 'zh-tw', "remark") END);--> statement-breakpoint
ALTER TABLE "fin_budget_log" ALTER COLUMN "remark" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "fin_budget_log" ALTER COLUMN "remark" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fin_budget_log" ALTER COLUMN "remark" SET DATA TYPE jsonb USING (CASE WHEN "remark" = '' THEN NULL ELSE jsonb_build_object('zh-cn', "remark", 'en', "remark", 'zh-tw', "remark") END);--> statement-breakpoint
ALTER TABLE "rpt_daily_close" ALTER COLUMN "remark" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "rpt_daily_close" ALTER COLUMN "remark" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rpt_daily_close" ALTER COLUMN "remark" SET DATA TYPE jsonb USING (CASE WHEN "remark" = '' THEN NULL ELSE jsonb_build_object('zh-cn', "remark", 'en', "remark", 'zh-tw', "remark") END);
