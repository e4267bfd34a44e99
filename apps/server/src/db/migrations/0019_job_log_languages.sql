-- A job run's message and error are written in each console language ({"zh-cn","en","zh-tw"}):
-- the log was English whatever the reader's language. Rows written before keep their words, the
-- same in every language; an empty text becomes null (nothing to say).
ALTER TABLE "sys_job_log" ALTER COLUMN "message" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sys_job_log" ALTER COLUMN "message" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_job_log" ALTER COLUMN "message" SET DATA TYPE jsonb USING (CASE WHEN "message" = '' THEN NULL ELSE jsonb_build_object('zh-cn', "message", 'en', "message", 'zh-tw', "message") END);--> statement-breakpoint
ALTER TABLE "sys_job_log" ALTER COLUMN "error" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sys_job_log" ALTER COLUMN "error" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_job_log" ALTER COLUMN "error" SET DATA TYPE jsonb USING (CASE WHEN "error" = '' THEN NULL ELSE jsonb_build_object('zh-cn', "error", 'en', "error", 'zh-tw', "error") END);
