CREATE TABLE "stk_accrual_run" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stk_accrual_run_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" bigint NOT NULL,
	"accrual_date" text NOT NULL,
	"orders" integer NOT NULL,
	"total" numeric(36, 18) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "stk_accrual_run_date_ck" CHECK (accrual_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "stk_accrual" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stk_accrual_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"accrual_date" text NOT NULL,
	"principal" numeric(36, 18) NOT NULL,
	"rate_applied" numeric(36, 18) NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"rounding" text DEFAULT 'ROUND_DOWN' NOT NULL,
	"status" text NOT NULL,
	"rate_source_ref" bigint NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "stk_accrual_status_ck" CHECK ("stk_accrual"."status" in ('ACCRUED', 'PAID', 'FORFEITED', 'REVERSED')),
	CONSTRAINT "stk_accrual_date_ck" CHECK (accrual_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
	CONSTRAINT "stk_accrual_amount_ck" CHECK ("stk_accrual"."amount" >= 0 and "stk_accrual"."principal" > 0)
);
--> statement-breakpoint
CREATE TABLE "stk_order" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stk_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"term_days" integer NOT NULL,
	"apr_snapshot" numeric(36, 18) NOT NULL,
	"early_redeem_rule" text NOT NULL,
	"early_redeem_fee_rate" numeric(36, 18) DEFAULT '0' NOT NULL,
	"payout_mode" text NOT NULL,
	"unlock_days" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'HOLDING' NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accrual_from" text NOT NULL,
	"matures_on" text,
	"redeem_requested_at" timestamp with time zone,
	"unlocks_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone,
	"accrued_total" numeric(36, 18) DEFAULT '0' NOT NULL,
	"paid_total" numeric(36, 18) DEFAULT '0' NOT NULL,
	"fee_charged" numeric(36, 18) DEFAULT '0' NOT NULL,
	"forfeited_paid" numeric(36, 18) DEFAULT '0' NOT NULL,
	"auto_renew" integer DEFAULT 0 NOT NULL,
	"close_reason" text DEFAULT '' NOT NULL,
	"agent_path" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "stk_order_status_ck" CHECK ("stk_order"."status" in ('HOLDING', 'REDEEM_REQUESTED', 'UNLOCKING', 'REDEEMED', 'MATURED', 'CANCELLED')),
	CONSTRAINT "stk_order_amount_ck" CHECK ("stk_order"."amount" > 0 and "stk_order"."accrued_total" >= 0 and "stk_order"."paid_total" >= 0 and "stk_order"."paid_total" <= "stk_order"."accrued_total" and "stk_order"."fee_charged" >= 0 and "stk_order"."forfeited_paid" >= 0 and "stk_order"."fee_charged" + "stk_order"."forfeited_paid" <= "stk_order"."amount"),
	CONSTRAINT "stk_order_dates_ck" CHECK (accrual_from ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' and (matures_on is null or (matures_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' and matures_on > accrual_from)))
);
--> statement-breakpoint
CREATE TABLE "stk_product" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stk_product_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh_tw" text NOT NULL,
	"description_zh_cn" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_zh_tw" text DEFAULT '' NOT NULL,
	"risk_disclosure_zh_cn" text DEFAULT '' NOT NULL,
	"risk_disclosure_en" text DEFAULT '' NOT NULL,
	"risk_disclosure_zh_tw" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"term_days" integer NOT NULL,
	"reference_apr" numeric(36, 18) NOT NULL,
	"yield_source" text NOT NULL,
	"pool_budget_id" bigint NOT NULL,
	"min_amount" numeric(36, 18) NOT NULL,
	"max_per_member" numeric(36, 18) NOT NULL,
	"total_cap" numeric(36, 18) NOT NULL,
	"early_redeem_rule" text NOT NULL,
	"early_redeem_fee_rate" numeric(36, 18) DEFAULT '0' NOT NULL,
	"accrual_start" text DEFAULT 'T_PLUS_1' NOT NULL,
	"payout_mode" text NOT NULL,
	"unlock_days" integer DEFAULT 0 NOT NULL,
	"auto_renew_allowed" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"maker_id" bigint,
	"approver_id" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "stk_product_status_ck" CHECK ("stk_product"."status" in ('DRAFT', 'ACTIVE', 'PAUSED', 'CLOSED')),
	CONSTRAINT "stk_product_source_ck" CHECK ("stk_product"."yield_source" in ('ONCHAIN_VALIDATOR', 'LENDING_DESK', 'TREASURY_PROMO')),
	CONSTRAINT "stk_product_rule_ck" CHECK ("stk_product"."early_redeem_rule" in ('NOT_ALLOWED', 'FORFEIT_ACCRUED', 'FEE_RATE')),
	CONSTRAINT "stk_product_payout_ck" CHECK ("stk_product"."payout_mode" in ('DAILY', 'AT_MATURITY')),
	CONSTRAINT "stk_product_accrual_start_ck" CHECK ("stk_product"."accrual_start" = 'T_PLUS_1'),
	CONSTRAINT "stk_product_term_ck" CHECK ("stk_product"."term_days" >= 0 and "stk_product"."term_days" <= 3650 and "stk_product"."unlock_days" >= 0 and "stk_product"."unlock_days" <= 90),
	CONSTRAINT "stk_product_apr_ck" CHECK ("stk_product"."reference_apr" >= 0 and "stk_product"."reference_apr" <= 10 and "stk_product"."early_redeem_fee_rate" >= 0 and "stk_product"."early_redeem_fee_rate" < 1),
	CONSTRAINT "stk_product_caps_ck" CHECK ("stk_product"."min_amount" > 0 and "stk_product"."max_per_member" >= "stk_product"."min_amount" and "stk_product"."total_cap" >= "stk_product"."max_per_member"),
	CONSTRAINT "stk_product_approver_ck" CHECK ("stk_product"."approver_id" is null or "stk_product"."approver_id" is distinct from "stk_product"."maker_id")
);
--> statement-breakpoint
CREATE TABLE "stk_rate_day" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stk_rate_day_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" bigint NOT NULL,
	"rate_date" text NOT NULL,
	"apr" numeric(36, 18) NOT NULL,
	"source_note" text NOT NULL,
	"maker_id" bigint,
	"approver_id" bigint,
	"approval_id" bigint,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "stk_rate_day_date_ck" CHECK (rate_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
	CONSTRAINT "stk_rate_day_apr_ck" CHECK ("stk_rate_day"."apr" >= 0 and "stk_rate_day"."apr" <= 10)
);
--> statement-breakpoint
ALTER TABLE "stk_accrual_run" ADD CONSTRAINT "stk_accrual_run_product_id_stk_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."stk_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stk_accrual" ADD CONSTRAINT "stk_accrual_order_id_stk_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."stk_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stk_accrual" ADD CONSTRAINT "stk_accrual_product_id_stk_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."stk_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stk_accrual" ADD CONSTRAINT "stk_accrual_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stk_accrual" ADD CONSTRAINT "stk_accrual_rate_source_ref_stk_rate_day_id_fk" FOREIGN KEY ("rate_source_ref") REFERENCES "public"."stk_rate_day"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stk_order" ADD CONSTRAINT "stk_order_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stk_order" ADD CONSTRAINT "stk_order_product_id_stk_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."stk_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stk_product" ADD CONSTRAINT "stk_product_pool_budget_id_fin_budget_id_fk" FOREIGN KEY ("pool_budget_id") REFERENCES "public"."fin_budget"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stk_rate_day" ADD CONSTRAINT "stk_rate_day_product_id_stk_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."stk_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stk_accrual_run_uq" ON "stk_accrual_run" USING btree ("product_id","accrual_date");--> statement-breakpoint
CREATE UNIQUE INDEX "stk_accrual_order_date_uq" ON "stk_accrual" USING btree ("order_id","accrual_date");--> statement-breakpoint
CREATE INDEX "stk_accrual_date_idx" ON "stk_accrual" USING btree ("accrual_date","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stk_order_no_uq" ON "stk_order" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "stk_order_created_idx" ON "stk_order" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stk_order_member_idx" ON "stk_order" USING btree ("member_id","product_id");--> statement-breakpoint
CREATE INDEX "stk_order_product_idx" ON "stk_order" USING btree ("product_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "stk_product_code_uq" ON "stk_product" USING btree ("code");--> statement-breakpoint
CREATE INDEX "stk_product_status_idx" ON "stk_product" USING btree ("status","term_days");--> statement-breakpoint
CREATE UNIQUE INDEX "stk_rate_day_uq" ON "stk_rate_day" USING btree ("product_id","rate_date");--> statement-breakpoint
CREATE INDEX "stk_rate_day_date_idx" ON "stk_rate_day" USING btree ("rate_date");