CREATE TABLE "mem_kyc_application" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mem_kyc_application_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"level" text NOT NULL,
	"real_name" text NOT NULL,
	"id_type" text DEFAULT 'ID_CARD' NOT NULL,
	"id_number" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"front_image" text DEFAULT '' NOT NULL,
	"back_image" text DEFAULT '' NOT NULL,
	"selfie_image" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"reviewer_id" bigint,
	"reviewed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "mem_kyc_level_ck" CHECK ("mem_kyc_application"."level" in ('PRIMARY', 'ADVANCED')),
	CONSTRAINT "mem_kyc_status_ck" CHECK ("mem_kyc_application"."status" in ('PENDING', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "mem_member" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mem_member_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'NORMAL' NOT NULL,
	"kyc_level" integer DEFAULT 0 NOT NULL,
	"inviter_id" bigint,
	"register_ip" text DEFAULT '' NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "mem_member_status_ck" CHECK ("mem_member"."status" in ('NORMAL', 'FROZEN', 'DISABLED'))
);
--> statement-breakpoint
CREATE TABLE "fin_currency" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_currency_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"display_scale" integer DEFAULT 8 NOT NULL,
	"withdraw_fee_fixed" numeric(36, 18) DEFAULT '0' NOT NULL,
	"withdraw_fee_rate" numeric(36, 18) DEFAULT '0' NOT NULL,
	"withdraw_min" numeric(36, 18) DEFAULT '0' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "fin_currency_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "fin_money_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_money_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"type" text NOT NULL,
	"balance_kind" text NOT NULL,
	"before" numeric(36, 18) NOT NULL,
	"change" numeric(36, 18) NOT NULL,
	"after" numeric(36, 18) NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" bigint NOT NULL,
	"ref_no" text NOT NULL,
	"operator_id" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fin_money_log_sum_ck" CHECK ("fin_money_log"."after" = "fin_money_log"."before" + "fin_money_log"."change")
);
--> statement-breakpoint
CREATE TABLE "fin_recharge_order" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_recharge_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"channel" text DEFAULT 'MANUAL' NOT NULL,
	"requested_amount" numeric(36, 18) NOT NULL,
	"credited_amount" numeric(36, 18),
	"payment_ref" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"review_remark" text DEFAULT '' NOT NULL,
	"reviewer_id" bigint,
	"reviewed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "fin_recharge_order_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "fin_recharge_status_ck" CHECK ("fin_recharge_order"."status" in ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED', 'EXPIRED')),
	CONSTRAINT "fin_recharge_amount_ck" CHECK ("fin_recharge_order"."requested_amount" > 0 and ("fin_recharge_order"."credited_amount" is null or "fin_recharge_order"."credited_amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "fin_review_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_review_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subject_type" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"operator_id" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_wallet" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_wallet_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"available" numeric(36, 18) DEFAULT '0' NOT NULL,
	"frozen" numeric(36, 18) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "fin_wallet_available_ck" CHECK ("fin_wallet"."available" >= 0),
	CONSTRAINT "fin_wallet_frozen_ck" CHECK ("fin_wallet"."frozen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fin_withdraw_order" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_withdraw_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"address" text NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"fee" numeric(36, 18) NOT NULL,
	"net_amount" numeric(36, 18) NOT NULL,
	"fee_rule" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'PENDING_REVIEW' NOT NULL,
	"needs_second_review" boolean DEFAULT false NOT NULL,
	"first_reviewer_id" bigint,
	"first_reviewed_at" timestamp with time zone,
	"second_reviewer_id" bigint,
	"second_reviewed_at" timestamp with time zone,
	"payer_id" bigint,
	"pay_started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"payout_ref" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "fin_withdraw_order_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "fin_withdraw_status_ck" CHECK ("fin_withdraw_order"."status" in ('PENDING_REVIEW', 'PENDING_SECOND_REVIEW', 'APPROVED', 'PAYING', 'COMPLETED', 'REJECTED', 'FAILED', 'CANCELLED')),
	CONSTRAINT "fin_withdraw_amounts_ck" CHECK ("fin_withdraw_order"."amount" > 0 and "fin_withdraw_order"."fee" >= 0 and "fin_withdraw_order"."net_amount" > 0 and "fin_withdraw_order"."amount" = "fin_withdraw_order"."fee" + "fin_withdraw_order"."net_amount")
);
--> statement-breakpoint
ALTER TABLE "mem_kyc_application" ADD CONSTRAINT "mem_kyc_application_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_recharge_order" ADD CONSTRAINT "fin_recharge_order_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_wallet" ADD CONSTRAINT "fin_wallet_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_withdraw_order" ADD CONSTRAINT "fin_withdraw_order_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mem_kyc_member_idx" ON "mem_kyc_application" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "mem_kyc_created_idx" ON "mem_kyc_application" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mem_kyc_pending_idx" ON "mem_kyc_application" USING btree ("created_at") WHERE "mem_kyc_application"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "mem_kyc_verified_id_uq" ON "mem_kyc_application" USING btree ("id_type","id_number") WHERE "mem_kyc_application"."status" = 'APPROVED' and "mem_kyc_application"."level" = 'PRIMARY';--> statement-breakpoint
CREATE UNIQUE INDEX "mem_kyc_open_uq" ON "mem_kyc_application" USING btree ("member_id","level") WHERE "mem_kyc_application"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "mem_member_account_uq" ON "mem_member" USING btree ("account");--> statement-breakpoint
CREATE INDEX "mem_member_registered_idx" ON "mem_member" USING btree ("registered_at");--> statement-breakpoint
CREATE INDEX "mem_member_phone_idx" ON "mem_member" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "mem_member_email_idx" ON "mem_member" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_money_log_ref_uq" ON "fin_money_log" USING btree ("ref_type","ref_id","type","balance_kind");--> statement-breakpoint
CREATE INDEX "fin_money_log_member_idx" ON "fin_money_log" USING btree ("member_id","currency","created_at");--> statement-breakpoint
CREATE INDEX "fin_money_log_created_idx" ON "fin_money_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "fin_money_log_ref_no_idx" ON "fin_money_log" USING btree ("ref_no");--> statement-breakpoint
CREATE INDEX "fin_recharge_created_idx" ON "fin_recharge_order" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "fin_recharge_member_idx" ON "fin_recharge_order" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "fin_recharge_status_idx" ON "fin_recharge_order" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "fin_recharge_pending_idx" ON "fin_recharge_order" USING btree ("created_at") WHERE "fin_recharge_order"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "fin_review_event_subject_idx" ON "fin_review_event" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_wallet_member_currency_uq" ON "fin_wallet" USING btree ("member_id","currency");--> statement-breakpoint
CREATE INDEX "fin_withdraw_created_idx" ON "fin_withdraw_order" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "fin_withdraw_member_idx" ON "fin_withdraw_order" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "fin_withdraw_status_idx" ON "fin_withdraw_order" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "fin_withdraw_pending_idx" ON "fin_withdraw_order" USING btree ("created_at") WHERE "fin_withdraw_order"."status" in ('PENDING_REVIEW', 'PENDING_SECOND_REVIEW');