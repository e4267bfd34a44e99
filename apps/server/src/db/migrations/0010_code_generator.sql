CREATE TABLE "gen_table" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gen_table_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"table_name" text NOT NULL,
	"table_comment" text DEFAULT '' NOT NULL,
	"resource_name" text NOT NULL,
	"area" text NOT NULL,
	"permission_prefix" text NOT NULL,
	"menu_parent" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"title_zh_cn" text NOT NULL,
	"title_en" text NOT NULL,
	"title_zh_tw" text NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"relations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"origin" text DEFAULT 'IMPORTED' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "gen_table_origin_ck" CHECK ("gen_table"."origin" in ('IMPORTED', 'DESIGNED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "gen_table_name_uq" ON "gen_table" USING btree ("table_name");--> statement-breakpoint
CREATE UNIQUE INDEX "gen_table_resource_uq" ON "gen_table" USING btree ("area","resource_name");