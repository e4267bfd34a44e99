-- An approval's summary is read in the approver's language: one text per console language. A
-- summary written before holds one English text, which stands for every language.
ALTER TABLE "sys_approval" ALTER COLUMN "summary" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sys_approval" ALTER COLUMN "summary" SET DATA TYPE jsonb USING jsonb_build_object('zh-cn', "summary", 'en', "summary", 'zh-tw', "summary");
