CREATE TABLE "sys_dept" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_dept_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"parent_id" bigint,
	"dept_name" text NOT NULL,
	"leader" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "sys_post" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_post_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"post_code" text NOT NULL,
	"post_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "sys_role_dept" (
	"role_id" bigint NOT NULL,
	"dept_id" bigint NOT NULL,
	CONSTRAINT "sys_role_dept_role_id_dept_id_pk" PRIMARY KEY("role_id","dept_id")
);
--> statement-breakpoint
CREATE TABLE "sys_user_post" (
	"user_id" bigint NOT NULL,
	"post_id" bigint NOT NULL,
	CONSTRAINT "sys_user_post_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "sys_instance" (
	"id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_oidc_request" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"redirect" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_rate_limit" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_scan_ticket" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_scan_ticket_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ticket_hash" text NOT NULL,
	"poll_hash" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"requester_ip" text DEFAULT '' NOT NULL,
	"requester_agent" text DEFAULT '' NOT NULL,
	"approver_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_scan_ticket_ticket_hash_unique" UNIQUE("ticket_hash")
);
--> statement-breakpoint
CREATE TABLE "sys_sms_code" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_sms_code_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"purpose" text DEFAULT 'login' NOT NULL,
	"code_hash" text NOT NULL,
	"user_id" bigint,
	"status" text NOT NULL,
	"sender" text DEFAULT '' NOT NULL,
	"sender_result" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_identity" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_user_identity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" bigint NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"linked_by" bigint,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fin_recharge_order" DROP CONSTRAINT "fin_recharge_status_ck";--> statement-breakpoint
ALTER TABLE "sys_role" ADD COLUMN "data_scope" text DEFAULT 'self' NOT NULL;--> statement-breakpoint
-- Roles that existed before data scopes saw every row; they keep doing so. New roles start at 'self'.
UPDATE "sys_role" SET "data_scope" = 'all';--> statement-breakpoint
ALTER TABLE "sys_role" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_role" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "dept_id" bigint;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_login_log" ADD COLUMN "method" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_session" ADD COLUMN "method" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_upload_session" ADD COLUMN "merge_owner" text;--> statement-breakpoint
ALTER TABLE "mem_member" ADD COLUMN "operator_id" bigint;--> statement-breakpoint
ALTER TABLE "fin_recharge_order" ADD COLUMN "needs_second_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fin_recharge_order" ADD COLUMN "first_reviewer_id" bigint;--> statement-breakpoint
ALTER TABLE "fin_recharge_order" ADD COLUMN "first_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sys_dept" ADD CONSTRAINT "sys_dept_parent_id_sys_dept_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sys_dept"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_dept" ADD CONSTRAINT "sys_role_dept_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_dept" ADD CONSTRAINT "sys_role_dept_dept_id_sys_dept_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."sys_dept"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_post" ADD CONSTRAINT "sys_user_post_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_post" ADD CONSTRAINT "sys_user_post_post_id_sys_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."sys_post"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_scan_ticket" ADD CONSTRAINT "sys_scan_ticket_approver_id_sys_user_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_sms_code" ADD CONSTRAINT "sys_sms_code_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_identity" ADD CONSTRAINT "sys_user_identity_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_dept_parent_idx" ON "sys_dept" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_post_code_uq" ON "sys_post" USING btree ("post_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_post_name_uq" ON "sys_post" USING btree ("post_name");--> statement-breakpoint
CREATE INDEX "sys_user_post_post_idx" ON "sys_user_post" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "sys_sms_code_phone_idx" ON "sys_sms_code" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sys_sms_code_created_idx" ON "sys_sms_code" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_identity_subject_uq" ON "sys_user_identity" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "sys_user_identity_user_idx" ON "sys_user_identity" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "sys_user" ADD CONSTRAINT "sys_user_dept_id_sys_dept_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."sys_dept"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mem_member" ADD CONSTRAINT "mem_member_operator_id_sys_user_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_user_dept_idx" ON "sys_user" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "sys_user_phone_idx" ON "sys_user" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "mem_member_operator_idx" ON "mem_member" USING btree ("operator_id");--> statement-breakpoint
ALTER TABLE "fin_recharge_order" ADD CONSTRAINT "fin_recharge_status_ck" CHECK ("fin_recharge_order"."status" in ('PENDING', 'PENDING_SECOND_REVIEW', 'APPROVED', 'REJECTED', 'CANCELLED', 'EXPIRED'));