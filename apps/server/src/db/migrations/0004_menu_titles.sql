ALTER TABLE "sys_menu" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_menu" ADD COLUMN "title_zh_tw" text DEFAULT '' NOT NULL;