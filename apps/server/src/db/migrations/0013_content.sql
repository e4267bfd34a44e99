CREATE TABLE "app_setting_revision" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_setting_revision_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"setting_id" bigint NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"value_json" jsonb NOT NULL,
	"source" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_setting" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_setting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"namespace" text NOT NULL,
	"key" text NOT NULL,
	"value_json" jsonb NOT NULL,
	"schema_ref" text NOT NULL,
	"is_secret" boolean DEFAULT false NOT NULL,
	"money_rule" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "content_banner" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_banner_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slot" text NOT NULL,
	"platform" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"image_file" text NOT NULL,
	"link_kind" text DEFAULT 'NONE' NOT NULL,
	"link_target" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "content_banner_status_ck" CHECK ("content_banner"."status" in ('DRAFT', 'PUBLISHED', 'ARCHIVED')),
	CONSTRAINT "content_banner_window_ck" CHECK ("content_banner"."ends_at" is null or "content_banner"."starts_at" is null or "content_banner"."ends_at" > "content_banner"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "content_news_article" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_news_article_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"category_id" bigint NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"body" text NOT NULL,
	"cover_file" text,
	"author" text,
	"tags" text,
	"source_url" text,
	"published_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "content_news_article_status_ck" CHECK ("content_news_article"."status" in ('DRAFT', 'PUBLISHED', 'ARCHIVED'))
);
--> statement-breakpoint
CREATE TABLE "content_news_category" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_news_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "content_notice" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_notice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"display" text DEFAULT 'LIST' NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"cover_file" text,
	"pinned" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "content_notice_status_ck" CHECK ("content_notice"."status" in ('DRAFT', 'PUBLISHED', 'ARCHIVED')),
	CONSTRAINT "content_notice_window_ck" CHECK ("content_notice"."expires_at" is null or "content_notice"."starts_at" is null or "content_notice"."expires_at" > "content_notice"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "content_service_link_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_service_link_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"link_id" bigint NOT NULL,
	"action" text NOT NULL,
	"from_target" text DEFAULT '' NOT NULL,
	"to_target" text DEFAULT '' NOT NULL,
	"operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_service_link" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_service_link_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"label_zh_cn" text NOT NULL,
	"label_en" text NOT NULL,
	"label_zh_tw" text NOT NULL,
	"target" text NOT NULL,
	"icon_file" text,
	"hours" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "content_service_link_kind_ck" CHECK ("content_service_link"."kind" in ('LIVE_CHAT', 'EMAIL', 'TELEGRAM', 'WHATSAPP', 'URL'))
);
--> statement-breakpoint
CREATE TABLE "content_site_info" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_site_info_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"singleton" boolean DEFAULT true NOT NULL,
	"name" text NOT NULL,
	"logo_file" text,
	"favicon_file" text,
	"url" text NOT NULL,
	"keywords" text,
	"description" text,
	"copyright" text,
	"legal_entity_name" text,
	"registration_no" text,
	"licence_regulator" text,
	"licence_number" text,
	"licence_url" text,
	"contact_email" text,
	"download_links" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "content_site_info_singleton_ck" CHECK ("content_site_info"."singleton")
);
--> statement-breakpoint
CREATE TABLE "content_site_info_revision" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_site_info_revision_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_info_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"changed_fields" jsonb NOT NULL,
	"source" text NOT NULL,
	"operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_setting_revision" ADD CONSTRAINT "app_setting_revision_setting_id_app_setting_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."app_setting"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_news_article" ADD CONSTRAINT "content_news_article_category_id_content_news_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_news_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_setting_revision_uq" ON "app_setting_revision" USING btree ("setting_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "app_setting_key_uq" ON "app_setting" USING btree ("key");--> statement-breakpoint
CREATE INDEX "app_setting_namespace_idx" ON "app_setting" USING btree ("namespace","key");--> statement-breakpoint
CREATE INDEX "content_banner_rank_idx" ON "content_banner" USING btree ("rank","id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_news_article_slug_uq" ON "content_news_article" USING btree ("locale","slug");--> statement-breakpoint
CREATE INDEX "content_news_article_category_idx" ON "content_news_article" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_news_category_code_uq" ON "content_news_category" USING btree ("code","locale");--> statement-breakpoint
CREATE INDEX "content_notice_rank_idx" ON "content_notice" USING btree ("rank","id");--> statement-breakpoint
CREATE INDEX "content_service_link_event_link_idx" ON "content_service_link_event" USING btree ("link_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_site_info_singleton_uq" ON "content_site_info" USING btree ("singleton");--> statement-breakpoint
CREATE UNIQUE INDEX "content_site_info_revision_uq" ON "content_site_info_revision" USING btree ("site_info_id","version");