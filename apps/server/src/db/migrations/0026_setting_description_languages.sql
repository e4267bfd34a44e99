-- A web config key's description is kept in each console language ({"zh-cn","en","zh-tw"}): the list showed the
-- registry's English to every reader, and kept the words of the release that first seeded the key. The seed now
-- writes the registry's words on every start; until it runs, each row keeps its English in all three.
ALTER TABLE "app_setting" ALTER COLUMN "description" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "app_setting" ALTER COLUMN "description" SET DATA TYPE jsonb USING jsonb_build_object('zh-cn', "description", 'en', "description", 'zh-tw', "description");
