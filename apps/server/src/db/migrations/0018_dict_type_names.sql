-- Dictionary types name themselves in all three languages, as their entries label themselves (sys_dict_data):
-- an English or traditional Chinese console showed the simplified Chinese names, or an i18n key whose
-- texts the dictionary page had not loaded. The seed fills the built-in types (db/seed/index.ts).
ALTER TABLE "sys_dict_type" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_dict_type" ADD COLUMN "name_zh_tw" text DEFAULT '' NOT NULL;