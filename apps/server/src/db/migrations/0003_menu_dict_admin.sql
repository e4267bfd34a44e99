CREATE TABLE "sys_revision" (
	"name" text PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_seed_applied" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "sys_seed_applied_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
ALTER TABLE "sys_menu" ALTER COLUMN "menu_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_menu" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_dict_data" ADD COLUMN "label_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_dict_data" ADD COLUMN "label_zh_tw" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_dict_data" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_dict_type" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mem_member" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_menu" ADD CONSTRAINT "sys_menu_parent_id_sys_menu_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sys_menu"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_menu_path_uq" ON "sys_menu" USING btree ("path") WHERE "sys_menu"."path" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "sys_menu_name_uq" ON "sys_menu" USING btree ("name") WHERE "sys_menu"."name" <> '';--> statement-breakpoint
INSERT INTO "sys_revision" ("name", "revision") VALUES ('menu', 0), ('dict', 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "sys_seed_applied" ("kind", "key") SELECT 'menu', "menu_key" FROM "sys_menu" WHERE "menu_key" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "sys_seed_applied" ("kind", "key") SELECT 'dict_type', "dict_type" FROM "sys_dict_type" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "sys_seed_applied" ("kind", "key") SELECT 'dict_data', "dict_type" || '/' || "dict_value" FROM "sys_dict_data" ON CONFLICT DO NOTHING;
