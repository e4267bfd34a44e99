-- Config parameters name and describe themselves in all three console languages, as dictionary types do
-- (0018): the built-in ones were seeded with English names and remarks shown to every reader. The seed
-- fills the built-in parameters' words, and rewrites those still holding the English it wrote
-- (db/seed/areas/config.ts); an operator's own words stay.
ALTER TABLE "sys_config" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_config" ADD COLUMN "name_zh_tw" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_config" ADD COLUMN "remark_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_config" ADD COLUMN "remark_zh_tw" text DEFAULT '' NOT NULL;