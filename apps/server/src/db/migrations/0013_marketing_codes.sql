CREATE TABLE "mkt_coupon_send_batch" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_coupon_send_batch_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"template_id" bigint NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "mkt_coupon_send_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_coupon_send_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch_id" bigint NOT NULL,
	"member_ref" text NOT NULL,
	"member_id" bigint,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"coupon_id" bigint,
	"error" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mkt_coupon_template" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_coupon_template_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"budget_id" bigint NOT NULL,
	"value_rate" numeric(36, 18) NOT NULL,
	"value_cap" numeric(36, 18) NOT NULL,
	"min_spend" numeric(36, 18) DEFAULT '0' NOT NULL,
	"valid_days" integer NOT NULL,
	"total_limit" integer NOT NULL,
	"per_member_limit" integer DEFAULT 1 NOT NULL,
	"issued_count" integer DEFAULT 0 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"terms_url" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "mkt_coupon_template_status_ck" CHECK ("mkt_coupon_template"."status" in ('DRAFT', 'PUBLISHED', 'PAUSED', 'ENDED')),
	CONSTRAINT "mkt_coupon_template_kind_ck" CHECK ("mkt_coupon_template"."kind" in ('FEE_DISCOUNT', 'FEE_REBATE_CASH', 'APR_BOOST')),
	CONSTRAINT "mkt_coupon_template_value_ck" CHECK ("mkt_coupon_template"."value_rate" > 0 and "mkt_coupon_template"."value_rate" <= 1 and "mkt_coupon_template"."value_cap" > 0 and "mkt_coupon_template"."min_spend" >= 0 and "mkt_coupon_template"."valid_days" > 0),
	CONSTRAINT "mkt_coupon_template_limit_ck" CHECK ("mkt_coupon_template"."per_member_limit" > 0 and "mkt_coupon_template"."total_limit" > 0 and "mkt_coupon_template"."issued_count" >= 0 and "mkt_coupon_template"."issued_count" <= "mkt_coupon_template"."total_limit")
);
--> statement-breakpoint
CREATE TABLE "mkt_coupon" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_coupon_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"coupon_no" text NOT NULL,
	"template_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"member_seq" integer NOT NULL,
	"per_member_limit" integer NOT NULL,
	"issued_via" text NOT NULL,
	"status" text DEFAULT 'UNUSED' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"locked_ref" text,
	"used_at" timestamp with time zone,
	"used_ref" text,
	"saved_amount" numeric(36, 18),
	"revoke_reason" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "mkt_coupon_status_ck" CHECK ("mkt_coupon"."status" in ('UNUSED', 'LOCKED', 'USED', 'EXPIRED', 'REVOKED')),
	CONSTRAINT "mkt_coupon_via_ck" CHECK ("mkt_coupon"."issued_via" in ('GRANT', 'CLAIM', 'REDEEM_CODE', 'POINTS')),
	CONSTRAINT "mkt_coupon_seq_ck" CHECK ("mkt_coupon"."member_seq" between 1 and "mkt_coupon"."per_member_limit")
);
--> statement-breakpoint
CREATE TABLE "mkt_redeem_batch" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_redeem_batch_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch_no" text NOT NULL,
	"name" text NOT NULL,
	"benefit_kind" text NOT NULL,
	"currency" text,
	"amount" numeric(36, 18),
	"budget_id" bigint,
	"coupon_template_id" bigint,
	"trial_template_id" bigint,
	"count" integer NOT NULL,
	"per_member_limit" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"redeemed_count" integer DEFAULT 0 NOT NULL,
	"face_value" numeric(36, 18) DEFAULT '0' NOT NULL,
	"approved_by" bigint,
	"generation_approved" integer DEFAULT 0 NOT NULL,
	"codes_issued_at" timestamp with time zone,
	"codes_issued_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "mkt_redeem_batch_status_ck" CHECK ("mkt_redeem_batch"."status" in ('DRAFT', 'ACTIVE', 'PAUSED', 'EXPIRED')),
	CONSTRAINT "mkt_redeem_batch_kind_ck" CHECK ("mkt_redeem_batch"."benefit_kind" in ('ASSET', 'COUPON', 'TRIAL_FUND')),
	CONSTRAINT "mkt_redeem_batch_count_ck" CHECK ("mkt_redeem_batch"."count" between 1 and 10000 and "mkt_redeem_batch"."per_member_limit" > 0 and "mkt_redeem_batch"."redeemed_count" between 0 and "mkt_redeem_batch"."count"),
	CONSTRAINT "mkt_redeem_batch_window_ck" CHECK ("mkt_redeem_batch"."expires_at" > "mkt_redeem_batch"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "mkt_redeem_code" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_redeem_code_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"code_hint" text NOT NULL,
	"status" text DEFAULT 'UNUSED' NOT NULL,
	"redeemed_by" bigint,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "mkt_redeem_code_status_ck" CHECK ("mkt_redeem_code"."status" in ('UNUSED', 'REDEEMED', 'VOID')),
	CONSTRAINT "mkt_redeem_code_hint_ck" CHECK (length("mkt_redeem_code"."code_hint") = 4 and length("mkt_redeem_code"."code_hash") = 64)
);
--> statement-breakpoint
CREATE TABLE "mkt_redeem_failure" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_redeem_failure_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"hint" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mkt_redeem_record" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_redeem_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"redeem_no" text NOT NULL,
	"batch_id" bigint NOT NULL,
	"code_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"member_seq" integer NOT NULL,
	"per_member_limit" integer NOT NULL,
	"benefit_kind" text NOT NULL,
	"currency" text,
	"amount" numeric(36, 18),
	"coupon_id" bigint,
	"trial_grant_id" bigint,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "mkt_redeem_record_seq_ck" CHECK ("mkt_redeem_record"."member_seq" between 1 and "mkt_redeem_record"."per_member_limit")
);
--> statement-breakpoint
ALTER TABLE "mkt_coupon_send_batch" ADD CONSTRAINT "mkt_coupon_send_batch_template_id_mkt_coupon_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."mkt_coupon_template"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_coupon_send_item" ADD CONSTRAINT "mkt_coupon_send_item_batch_id_mkt_coupon_send_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."mkt_coupon_send_batch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_coupon_template" ADD CONSTRAINT "mkt_coupon_template_budget_id_fin_budget_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."fin_budget"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_coupon" ADD CONSTRAINT "mkt_coupon_template_id_mkt_coupon_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."mkt_coupon_template"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_coupon" ADD CONSTRAINT "mkt_coupon_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_redeem_batch" ADD CONSTRAINT "mkt_redeem_batch_budget_id_fin_budget_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."fin_budget"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_redeem_batch" ADD CONSTRAINT "mkt_redeem_batch_coupon_template_id_mkt_coupon_template_id_fk" FOREIGN KEY ("coupon_template_id") REFERENCES "public"."mkt_coupon_template"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_redeem_batch" ADD CONSTRAINT "mkt_redeem_batch_trial_template_id_mem_trial_template_id_fk" FOREIGN KEY ("trial_template_id") REFERENCES "public"."mem_trial_template"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_redeem_code" ADD CONSTRAINT "mkt_redeem_code_batch_id_mkt_redeem_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."mkt_redeem_batch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_redeem_code" ADD CONSTRAINT "mkt_redeem_code_redeemed_by_mem_member_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_redeem_record" ADD CONSTRAINT "mkt_redeem_record_batch_id_mkt_redeem_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."mkt_redeem_batch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_redeem_record" ADD CONSTRAINT "mkt_redeem_record_code_id_mkt_redeem_code_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."mkt_redeem_code"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_redeem_record" ADD CONSTRAINT "mkt_redeem_record_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_coupon_send_item_uq" ON "mkt_coupon_send_item" USING btree ("batch_id","member_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_coupon_template_code_uq" ON "mkt_coupon_template" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_coupon_no_uq" ON "mkt_coupon" USING btree ("coupon_no");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_coupon_use_uq" ON "mkt_coupon" USING btree ("coupon_no","used_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_coupon_member_seq_uq" ON "mkt_coupon" USING btree ("template_id","member_id","member_seq");--> statement-breakpoint
CREATE INDEX "mkt_coupon_member_idx" ON "mkt_coupon" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "mkt_coupon_expiry_idx" ON "mkt_coupon" USING btree ("expires_at") WHERE "mkt_coupon"."status" = 'UNUSED';--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_redeem_batch_no_uq" ON "mkt_redeem_batch" USING btree ("batch_no");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_redeem_code_hash_uq" ON "mkt_redeem_code" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "mkt_redeem_code_batch_idx" ON "mkt_redeem_code" USING btree ("batch_id","status");--> statement-breakpoint
CREATE INDEX "mkt_redeem_failure_member_idx" ON "mkt_redeem_failure" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "mkt_redeem_failure_ip_idx" ON "mkt_redeem_failure" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_redeem_record_no_uq" ON "mkt_redeem_record" USING btree ("redeem_no");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_redeem_record_code_uq" ON "mkt_redeem_record" USING btree ("code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_redeem_record_member_uq" ON "mkt_redeem_record" USING btree ("batch_id","member_id","member_seq");