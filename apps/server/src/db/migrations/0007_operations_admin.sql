CREATE TABLE "sys_config" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_config_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"config_name" text NOT NULL,
	"config_key" text NOT NULL,
	"config_value" text DEFAULT '' NOT NULL,
	"value_type" text DEFAULT 'string' NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"sensitive" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "sys_job_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_job_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_id" bigint,
	"job_name" text NOT NULL,
	"handler" text NOT NULL,
	"trigger" text NOT NULL,
	"scheduled_for" timestamp with time zone,
	"status" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"instance_id" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer
);
--> statement-breakpoint
CREATE TABLE "sys_job" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_job_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_name" text NOT NULL,
	"job_group" text DEFAULT 'DEFAULT' NOT NULL,
	"handler" text NOT NULL,
	"params" text DEFAULT '{}' NOT NULL,
	"cron_expression" text NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"concurrent" boolean DEFAULT false NOT NULL,
	"misfire_policy" text DEFAULT 'fireOnce' NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "sys_notice_read" (
	"notice_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_notice_read_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sys_notice_role" (
	"notice_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	CONSTRAINT "sys_notice_role_notice_id_role_id_pk" PRIMARY KEY("notice_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "sys_notice" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_notice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"notice_type" text DEFAULT '1' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"publish_from" timestamp with time zone,
	"publish_until" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
ALTER TABLE "sys_login_log" ADD COLUMN "browser" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_login_log" ADD COLUMN "os" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_oper_log" ADD COLUMN "module" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_oper_log" ADD COLUMN "action" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_oper_log" ADD COLUMN "error" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_oper_log" ADD COLUMN "request_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_job_log" ADD CONSTRAINT "sys_job_log_job_id_sys_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."sys_job"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_notice_read" ADD CONSTRAINT "sys_notice_read_notice_id_sys_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."sys_notice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_notice_read" ADD CONSTRAINT "sys_notice_read_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_notice_role" ADD CONSTRAINT "sys_notice_role_notice_id_sys_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."sys_notice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_notice_role" ADD CONSTRAINT "sys_notice_role_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_config_key_uq" ON "sys_config" USING btree ("config_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_job_log_tick_uq" ON "sys_job_log" USING btree ("job_id","scheduled_for");--> statement-breakpoint
CREATE INDEX "sys_job_log_started_idx" ON "sys_job_log" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "sys_job_log_job_idx" ON "sys_job_log" USING btree ("job_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_job_name_uq" ON "sys_job" USING btree ("job_name");--> statement-breakpoint
CREATE INDEX "sys_job_next_run_idx" ON "sys_job" USING btree ("status","next_run_at");--> statement-breakpoint
CREATE INDEX "sys_notice_read_user_idx" ON "sys_notice_read" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_notice_role_role_idx" ON "sys_notice_role" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "sys_notice_status_idx" ON "sys_notice" USING btree ("status","publish_from");--> statement-breakpoint
CREATE INDEX "sys_login_log_user_name_idx" ON "sys_login_log" USING btree ("user_name");--> statement-breakpoint
CREATE INDEX "sys_oper_log_user_idx" ON "sys_oper_log" USING btree ("user_id","created_at");