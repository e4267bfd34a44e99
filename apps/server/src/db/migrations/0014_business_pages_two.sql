CREATE TABLE "ctr_product" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ctr_product_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"symbol" text NOT NULL,
	"kind" text NOT NULL,
	"base" text NOT NULL,
	"quote_wallet_code" text NOT NULL,
	"contract_size" numeric(36, 18) NOT NULL,
	"price_scale" integer NOT NULL,
	"qty_scale" integer NOT NULL,
	"min_qty" numeric(36, 18) NOT NULL,
	"max_qty" numeric(36, 18) NOT NULL,
	"leverage_options" jsonb NOT NULL,
	"max_leverage" integer NOT NULL,
	"maker_fee_rate" numeric(36, 18) NOT NULL,
	"taker_fee_rate" numeric(36, 18) NOT NULL,
	"funding_interval_hours" integer DEFAULT 8 NOT NULL,
	"maintenance_margin_rate" numeric(36, 18) NOT NULL,
	"index_source_id" bigint NOT NULL,
	"delivery_at" timestamp with time zone,
	"state" text DEFAULT 'DRAFT' NOT NULL,
	"visible_to" text DEFAULT 'ALL' NOT NULL,
	"promoted_to_id" bigint,
	"sort" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "ctr_product_kind_ck" CHECK ("ctr_product"."kind" in ('PERPETUAL', 'DATED', 'FIXED_EXPIRY')),
	CONSTRAINT "ctr_product_state_ck" CHECK ("ctr_product"."state" in ('DRAFT', 'ENABLED', 'LOCKED', 'HIDDEN', 'DISABLED', 'DELISTED')),
	CONSTRAINT "ctr_product_visible_ck" CHECK ("ctr_product"."visible_to" in ('ALL', 'TEST_ONLY')),
	CONSTRAINT "ctr_product_qty_ck" CHECK ("ctr_product"."min_qty" > 0 and "ctr_product"."max_qty" >= "ctr_product"."min_qty" and "ctr_product"."contract_size" > 0),
	CONSTRAINT "ctr_product_fee_ck" CHECK ("ctr_product"."maker_fee_rate" >= 0 and "ctr_product"."taker_fee_rate" >= 0 and "ctr_product"."maintenance_margin_rate" > 0),
	CONSTRAINT "ctr_product_leverage_ck" CHECK ("ctr_product"."max_leverage" >= 1),
	CONSTRAINT "ctr_product_dated_ck" CHECK ("ctr_product"."kind" = 'PERPETUAL' or "ctr_product"."delivery_at" is not null or "ctr_product"."kind" = 'FIXED_EXPIRY')
);
--> statement-breakpoint
CREATE TABLE "ctr_index_source" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ctr_index_source_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"constituents" jsonb NOT NULL,
	"method" text NOT NULL,
	"window_seconds" integer NOT NULL,
	"outlier_rule" text DEFAULT '' NOT NULL,
	"outlier_percent" numeric(36, 18) DEFAULT '3' NOT NULL,
	"published_doc_url" text DEFAULT '' NOT NULL,
	"feed" text DEFAULT 'demo' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "ctr_index_source_method_ck" CHECK ("ctr_index_source"."method" in ('MEDIAN', 'VWAP', 'TWAP')),
	CONSTRAINT "ctr_index_source_status_ck" CHECK ("ctr_index_source"."status" in ('ACTIVE', 'RETIRED')),
	CONSTRAINT "ctr_index_source_window_ck" CHECK ("ctr_index_source"."window_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "ctr_price_sample" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ctr_price_sample_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"index_source_id" bigint NOT NULL,
	"ts" timestamp (3) with time zone NOT NULL,
	"value" numeric(36, 18) NOT NULL,
	"quotes" jsonb NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	"ingested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ctr_price_sample_value_ck" CHECK ("ctr_price_sample"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "ctr_test_member" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ctr_test_member_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "mkt_points_grant_batch_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_points_grant_batch_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch_id" bigint NOT NULL,
	"member_ref" text NOT NULL,
	"member_id" bigint,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"grant_id" bigint,
	"error" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mkt_points_grant_batch" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_points_grant_batch_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch_no" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"points" integer NOT NULL,
	"reason_code" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "mkt_benefit_issue" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_benefit_issue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ref_type" text NOT NULL,
	"ref_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"points" integer,
	"points_log_id" bigint,
	"coupon_id" bigint,
	"trial_grant_id" bigint,
	"benefit_ref" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mkt_benefit_issue_kind_ck" CHECK ("mkt_benefit_issue"."kind" in ('ASSET', 'POINTS', 'COUPON', 'TRIAL_FUND'))
);
--> statement-breakpoint
CREATE TABLE "content_revision" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_revision_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subject_type" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"snapshot" jsonb NOT NULL,
	"changed_fields" jsonb NOT NULL,
	"source" text NOT NULL,
	"operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "ctr_deal" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ctr_deal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"deal_no" text NOT NULL,
	"product_id" bigint NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"qty" numeric(36, 18) NOT NULL,
	"maker_order_id" bigint NOT NULL,
	"taker_order_id" bigint NOT NULL,
	"maker_member_id" bigint NOT NULL,
	"taker_member_id" bigint NOT NULL,
	"member_order_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"maker_fee" numeric(36, 18) NOT NULL,
	"taker_fee" numeric(36, 18) NOT NULL,
	"realised_pnl" numeric(36, 18) DEFAULT '0' NOT NULL,
	"margin_change" numeric(36, 18) DEFAULT '0' NOT NULL,
	"is_liquidation" boolean DEFAULT false NOT NULL,
	"is_market_maker" boolean DEFAULT false NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"follow_id" bigint,
	"executed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"price_sample_id" bigint NOT NULL,
	"index_price_at_exec" numeric(36, 18) NOT NULL,
	CONSTRAINT "ctr_deal_qty_ck" CHECK ("ctr_deal"."qty" > 0 and "ctr_deal"."price" > 0 and "ctr_deal"."maker_fee" >= 0 and "ctr_deal"."taker_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ctr_order" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ctr_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"side" text NOT NULL,
	"position_side" text NOT NULL,
	"type" text NOT NULL,
	"price" numeric(36, 18),
	"qty" numeric(36, 18) NOT NULL,
	"filled_qty" numeric(36, 18) DEFAULT '0' NOT NULL,
	"avg_fill_price" numeric(36, 18),
	"leverage" integer NOT NULL,
	"reduce_only" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"maker_fee_rate" numeric(36, 18) NOT NULL,
	"taker_fee_rate" numeric(36, 18) NOT NULL,
	"fee" numeric(36, 18) DEFAULT '0' NOT NULL,
	"margin_locked" numeric(36, 18) DEFAULT '0' NOT NULL,
	"source" text DEFAULT 'MEMBER' NOT NULL,
	"follow_id" bigint,
	"is_test" boolean DEFAULT false NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"cancelled_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "ctr_order_side_ck" CHECK ("ctr_order"."side" in ('BUY', 'SELL')),
	CONSTRAINT "ctr_order_position_side_ck" CHECK ("ctr_order"."position_side" in ('LONG', 'SHORT')),
	CONSTRAINT "ctr_order_type_ck" CHECK ("ctr_order"."type" in ('LIMIT', 'MARKET')),
	CONSTRAINT "ctr_order_status_ck" CHECK ("ctr_order"."status" in ('NEW', 'FILLED', 'CANCELLED', 'REJECTED')),
	CONSTRAINT "ctr_order_source_ck" CHECK ("ctr_order"."source" in ('MEMBER', 'COPY', 'LIQUIDATION', 'MARKET_MAKER')),
	CONSTRAINT "ctr_order_qty_ck" CHECK ("ctr_order"."qty" > 0 and "ctr_order"."filled_qty" >= 0 and "ctr_order"."filled_qty" <= "ctr_order"."qty"),
	CONSTRAINT "ctr_order_price_ck" CHECK (("ctr_order"."type" = 'MARKET') or ("ctr_order"."price" is not null and "ctr_order"."price" > 0)),
	CONSTRAINT "ctr_order_leverage_ck" CHECK ("ctr_order"."leverage" >= 1)
);
--> statement-breakpoint
CREATE TABLE "ctr_position" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ctr_position_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"side" text NOT NULL,
	"qty" numeric(36, 18) NOT NULL,
	"entry_price" numeric(36, 18) NOT NULL,
	"margin" numeric(36, 18) NOT NULL,
	"leverage" integer NOT NULL,
	"margin_mode" text DEFAULT 'ISOLATED' NOT NULL,
	"maintenance_margin_rate" numeric(36, 18) NOT NULL,
	"liquidation_price" numeric(36, 18) NOT NULL,
	"mark_price" numeric(36, 18),
	"mark_sample_id" bigint,
	"marked_at" timestamp with time zone,
	"unrealised_pnl" numeric(36, 18) DEFAULT '0' NOT NULL,
	"margin_ratio" numeric(36, 18) DEFAULT '0' NOT NULL,
	"realised_pnl" numeric(36, 18) DEFAULT '0' NOT NULL,
	"funding_paid" numeric(36, 18) DEFAULT '0' NOT NULL,
	"follow_id" bigint,
	"is_test" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "ctr_position_side_ck" CHECK ("ctr_position"."side" in ('LONG', 'SHORT')),
	CONSTRAINT "ctr_position_mode_ck" CHECK ("ctr_position"."margin_mode" in ('ISOLATED')),
	CONSTRAINT "ctr_position_status_ck" CHECK ("ctr_position"."status" in ('OPEN', 'CLOSED', 'LIQUIDATED')),
	CONSTRAINT "ctr_position_qty_ck" CHECK ("ctr_position"."qty" >= 0 and "ctr_position"."margin" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ctr_market_maker" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ctr_market_maker_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"label" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "copy_follow" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "copy_follow_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"follow_no" text NOT NULL,
	"follower_member_id" bigint NOT NULL,
	"lead_trader_id" bigint NOT NULL,
	"mode" text NOT NULL,
	"param" numeric(36, 18) NOT NULL,
	"investment" numeric(36, 18) NOT NULL,
	"max_position_value" numeric(36, 18),
	"stop_loss_rate" numeric(36, 18),
	"copy_open" boolean DEFAULT true NOT NULL,
	"copy_close" boolean DEFAULT true NOT NULL,
	"copy_tpsl" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone,
	"stop_reason" text DEFAULT '' NOT NULL,
	"stopped_by" bigint,
	"invite_id" bigint,
	"hwm" numeric(36, 18) DEFAULT '0' NOT NULL,
	"cumulative_net" numeric(36, 18) DEFAULT '0' NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "copy_follow_mode_ck" CHECK ("copy_follow"."mode" in ('FIXED_AMOUNT', 'FIXED_QTY', 'RATIO', 'EQUITY_RATIO')),
	CONSTRAINT "copy_follow_status_ck" CHECK ("copy_follow"."status" in ('ACTIVE', 'PAUSED', 'STOPPED')),
	CONSTRAINT "copy_follow_amounts_ck" CHECK ("copy_follow"."param" > 0 and "copy_follow"."investment" > 0)
);
--> statement-breakpoint
CREATE TABLE "copy_invite_use" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "copy_invite_use_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invite_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"follow_id" bigint
);
--> statement-breakpoint
CREATE TABLE "copy_invite" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "copy_invite_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"lead_trader_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"revoked_reason" text DEFAULT '' NOT NULL,
	"revoked_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "copy_invite_kind_ck" CHECK ("copy_invite"."kind" in ('PROFILE_LINK', 'PRIVATE_STRATEGY')),
	CONSTRAINT "copy_invite_status_ck" CHECK ("copy_invite"."status" in ('ACTIVE', 'REVOKED', 'EXPIRED')),
	CONSTRAINT "copy_invite_uses_ck" CHECK ("copy_invite"."max_uses" >= 1 and "copy_invite"."uses" >= 0 and "copy_invite"."uses" <= "copy_invite"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "copy_order_link" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "copy_order_link_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_order_id" bigint NOT NULL,
	"follower_order_id" bigint,
	"follow_id" bigint NOT NULL,
	"lead_trader_id" bigint NOT NULL,
	"follower_member_id" bigint NOT NULL,
	"status" text NOT NULL,
	"skip_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "copy_order_link_status_ck" CHECK ("copy_order_link"."status" in ('COPIED', 'SKIPPED')),
	CONSTRAINT "copy_order_link_reason_ck" CHECK (("copy_order_link"."status" = 'COPIED' and "copy_order_link"."follower_order_id" is not null) or ("copy_order_link"."status" = 'SKIPPED' and "copy_order_link"."skip_reason" in ('INSUFFICIENT_BALANCE', 'BELOW_MIN', 'SLOTS_FULL', 'PRODUCT_NOT_ALLOWED', 'PRODUCT_NOT_TRADABLE', 'ORDER_REFUSED')))
);
--> statement-breakpoint
CREATE TABLE "copy_lead_trader_stats_day" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "copy_lead_trader_stats_day_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_trader_id" bigint NOT NULL,
	"stat_date" date NOT NULL,
	"roi_30d" numeric(36, 18) NOT NULL,
	"pnl_30d" numeric(36, 18) NOT NULL,
	"max_drawdown_30d" numeric(36, 18) NOT NULL,
	"win_rate" numeric(36, 18) NOT NULL,
	"aum" numeric(36, 18) NOT NULL,
	"followers" integer NOT NULL,
	"closing_deals" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copy_lead_trader" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "copy_lead_trader_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"nickname" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'APPLIED' NOT NULL,
	"tier" text DEFAULT 'BRONZE' NOT NULL,
	"profit_share_rate" numeric(36, 18) NOT NULL,
	"share_basis" text DEFAULT 'STANDARD' NOT NULL,
	"cycle_days" integer DEFAULT 7 NOT NULL,
	"max_followers" integer NOT NULL,
	"min_copy_amount" numeric(36, 18) DEFAULT '0' NOT NULL,
	"allowed_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_house" boolean DEFAULT false NOT NULL,
	"kyc_level_snapshot" integer DEFAULT 0 NOT NULL,
	"conflicts_disclosure" text DEFAULT '' NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" bigint,
	"approved_at" timestamp with time zone,
	"decision_reason" text DEFAULT '' NOT NULL,
	"suspended_reason" text DEFAULT '' NOT NULL,
	"roi_30d" numeric(36, 18),
	"pnl_30d" numeric(36, 18),
	"max_drawdown_30d" numeric(36, 18),
	"win_rate" numeric(36, 18),
	"aum" numeric(36, 18) DEFAULT '0' NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	"stats_as_of" date,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "copy_lead_trader_status_ck" CHECK ("copy_lead_trader"."status" in ('APPLIED', 'APPROVED', 'ACTIVE', 'SUSPENDED', 'REVOKED', 'REJECTED')),
	CONSTRAINT "copy_lead_trader_tier_ck" CHECK ("copy_lead_trader"."tier" in ('BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'LEGEND')),
	CONSTRAINT "copy_lead_trader_basis_ck" CHECK ("copy_lead_trader"."share_basis" in ('STANDARD', 'HIGH_WATER_MARK')),
	CONSTRAINT "copy_lead_trader_rate_ck" CHECK ("copy_lead_trader"."profit_share_rate" >= 0 and "copy_lead_trader"."profit_share_rate" <= 0.3),
	CONSTRAINT "copy_lead_trader_cycle_ck" CHECK ("copy_lead_trader"."cycle_days" between 1 and 31),
	CONSTRAINT "copy_lead_trader_slots_ck" CHECK ("copy_lead_trader"."max_followers" >= 0)
);
--> statement-breakpoint
CREATE TABLE "copy_profit_share_cycle" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "copy_profit_share_cycle_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"follow_id" bigint NOT NULL,
	"follower_member_id" bigint NOT NULL,
	"lead_member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"cycle_start" date NOT NULL,
	"cycle_end" date NOT NULL,
	"rate_snapshot" numeric(36, 18) NOT NULL,
	"share_basis" text NOT NULL,
	"net_realised_pnl" numeric(36, 18) DEFAULT '0' NOT NULL,
	"withheld" numeric(36, 18) DEFAULT '0' NOT NULL,
	"share_amount" numeric(36, 18) DEFAULT '0' NOT NULL,
	"refunded" numeric(36, 18) DEFAULT '0' NOT NULL,
	"hwm_before" numeric(36, 18),
	"hwm_after" numeric(36, 18),
	"status" text DEFAULT 'OPEN' NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "copy_profit_share_status_ck" CHECK ("copy_profit_share_cycle"."status" in ('OPEN', 'SETTLED')),
	CONSTRAINT "copy_profit_share_amounts_ck" CHECK ("copy_profit_share_cycle"."withheld" >= 0 and "copy_profit_share_cycle"."share_amount" >= 0 and "copy_profit_share_cycle"."refunded" >= 0 and "copy_profit_share_cycle"."share_amount" + "copy_profit_share_cycle"."refunded" <= "copy_profit_share_cycle"."withheld")
);
--> statement-breakpoint
CREATE TABLE "copy_profit_share_day" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "copy_profit_share_day_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cycle_id" bigint NOT NULL,
	"follow_id" bigint NOT NULL,
	"day" date NOT NULL,
	"net_pnl" numeric(36, 18) NOT NULL,
	"withheld" numeric(36, 18) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ctr_delivery_cycle" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ctr_delivery_cycle_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" bigint NOT NULL,
	"duration_seconds" integer NOT NULL,
	"payout_ratio" numeric(36, 18) NOT NULL,
	"refund_on_tie" boolean DEFAULT true NOT NULL,
	"min_stake" numeric(36, 18) NOT NULL,
	"max_stake" numeric(36, 18) NOT NULL,
	"max_open_stake_per_member" numeric(36, 18) NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "ctr_delivery_cycle_status_ck" CHECK ("ctr_delivery_cycle"."status" in ('ACTIVE', 'PAUSED')),
	CONSTRAINT "ctr_delivery_cycle_duration_ck" CHECK ("ctr_delivery_cycle"."duration_seconds" > 0),
	CONSTRAINT "ctr_delivery_cycle_ratio_ck" CHECK ("ctr_delivery_cycle"."payout_ratio" > 0 and "ctr_delivery_cycle"."payout_ratio" <= 1),
	CONSTRAINT "ctr_delivery_cycle_stake_ck" CHECK ("ctr_delivery_cycle"."min_stake" > 0 and "ctr_delivery_cycle"."max_stake" >= "ctr_delivery_cycle"."min_stake" and "ctr_delivery_cycle"."max_open_stake_per_member" >= "ctr_delivery_cycle"."max_stake")
);
--> statement-breakpoint
CREATE TABLE "ctr_delivery_order" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ctr_delivery_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"cycle_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"currency" text NOT NULL,
	"stake" numeric(36, 18) NOT NULL,
	"payout_ratio" numeric(36, 18) NOT NULL,
	"refund_on_tie" boolean NOT NULL,
	"open_at" timestamp (3) with time zone NOT NULL,
	"open_price" numeric(36, 18) NOT NULL,
	"open_sample_id" bigint NOT NULL,
	"close_at" timestamp (3) with time zone NOT NULL,
	"close_price" numeric(36, 18),
	"close_sample_id" bigint,
	"result" text,
	"payout" numeric(36, 18),
	"fee" numeric(36, 18) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"void_reason" text DEFAULT '' NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "ctr_delivery_order_direction_ck" CHECK ("ctr_delivery_order"."direction" in ('UP', 'DOWN')),
	CONSTRAINT "ctr_delivery_order_status_ck" CHECK ("ctr_delivery_order"."status" in ('OPEN', 'SETTLED', 'VOID')),
	CONSTRAINT "ctr_delivery_order_result_ck" CHECK ("ctr_delivery_order"."result" is null or "ctr_delivery_order"."result" in ('WIN', 'LOSE', 'TIE')),
	CONSTRAINT "ctr_delivery_order_settled_ck" CHECK (("ctr_delivery_order"."status" = 'SETTLED') = ("ctr_delivery_order"."result" is not null and "ctr_delivery_order"."close_sample_id" is not null and "ctr_delivery_order"."payout" is not null)),
	CONSTRAINT "ctr_delivery_order_void_ck" CHECK (("ctr_delivery_order"."status" = 'VOID') = ("ctr_delivery_order"."void_reason" in ('INDEX_OUTAGE', 'PRODUCT_DEFECT'))),
	CONSTRAINT "ctr_delivery_order_stake_ck" CHECK ("ctr_delivery_order"."stake" > 0 and "ctr_delivery_order"."close_at" > "ctr_delivery_order"."open_at")
);
--> statement-breakpoint
CREATE TABLE "ctr_settlement_check" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ctr_settlement_check_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"status" text NOT NULL,
	"sources_checked" integer NOT NULL,
	"samples_checked" integer NOT NULL,
	"orders_checked" integer NOT NULL,
	"findings" jsonb NOT NULL,
	"notice_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "ctr_settlement_check_status_ck" CHECK ("ctr_settlement_check"."status" in ('OK', 'MISMATCH'))
);
--> statement-breakpoint
CREATE TABLE "ctr_term_change" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ctr_term_change_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subject_type" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"subject_label" text NOT NULL,
	"changes" jsonb NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"subject_version" integer NOT NULL,
	"approval_id" bigint,
	"reason" text DEFAULT '' NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "ctr_term_change_subject_ck" CHECK ("ctr_term_change"."subject_type" in ('INDEX_SOURCE', 'PRODUCT', 'DELIVERY_CYCLE')),
	CONSTRAINT "ctr_term_change_status_ck" CHECK ("ctr_term_change"."status" in ('SCHEDULED', 'APPLIED', 'STALE'))
);
--> statement-breakpoint
CREATE TABLE "ctr_test_faucet_order" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ctr_test_faucet_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "ctr_test_faucet_amount_ck" CHECK ("ctr_test_faucet_order"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "mkt_coupon" DROP CONSTRAINT "mkt_coupon_via_ck";--> statement-breakpoint
ALTER TABLE "mkt_redeem_batch" DROP CONSTRAINT "mkt_redeem_batch_kind_ck";--> statement-breakpoint
ALTER TABLE "mkt_award_grant_batch_item" ALTER COLUMN "status" SET DEFAULT 'PENDING';--> statement-breakpoint
ALTER TABLE "content_banner" ADD COLUMN "translation_group" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "content_news_article" ADD COLUMN "translation_group" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "content_notice" ADD COLUMN "translation_group" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "mkt_award_grant_batch_item" ADD COLUMN "member_id" bigint;--> statement-breakpoint
ALTER TABLE "mkt_award_grant_batch" ADD COLUMN "status" text DEFAULT 'QUEUED' NOT NULL;--> statement-breakpoint
ALTER TABLE "mkt_redeem_batch" ADD COLUMN "points" integer;--> statement-breakpoint
ALTER TABLE "mkt_points_item" ADD COLUMN "coupon_template_id" bigint;--> statement-breakpoint
ALTER TABLE "mkt_points_item" ADD COLUMN "trial_template_id" bigint;--> statement-breakpoint
ALTER TABLE "mkt_wheel_prize" ADD COLUMN "coupon_template_id" bigint;--> statement-breakpoint
ALTER TABLE "mkt_wheel_prize" ADD COLUMN "trial_template_id" bigint;--> statement-breakpoint
ALTER TABLE "ctr_product" ADD CONSTRAINT "ctr_product_index_source_id_ctr_index_source_id_fk" FOREIGN KEY ("index_source_id") REFERENCES "public"."ctr_index_source"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_price_sample" ADD CONSTRAINT "ctr_price_sample_index_source_id_ctr_index_source_id_fk" FOREIGN KEY ("index_source_id") REFERENCES "public"."ctr_index_source"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_test_member" ADD CONSTRAINT "ctr_test_member_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_points_grant_batch_item" ADD CONSTRAINT "mkt_points_grant_batch_item_batch_id_mkt_points_grant_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."mkt_points_grant_batch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_points_grant_batch_item" ADD CONSTRAINT "mkt_points_grant_batch_item_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_points_grant_batch_item" ADD CONSTRAINT "mkt_points_grant_batch_item_grant_id_mkt_points_grant_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."mkt_points_grant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_benefit_issue" ADD CONSTRAINT "mkt_benefit_issue_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stk_accrual_run" ADD CONSTRAINT "stk_accrual_run_product_id_stk_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."stk_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stk_accrual" ADD CONSTRAINT "stk_accrual_order_id_stk_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."stk_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stk_accrual" ADD CONSTRAINT "stk_accrual_product_id_stk_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."stk_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stk_accrual" ADD CONSTRAINT "stk_accrual_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stk_accrual" ADD CONSTRAINT "stk_accrual_rate_source_ref_stk_rate_day_id_fk" FOREIGN KEY ("rate_source_ref") REFERENCES "public"."stk_rate_day"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stk_order" ADD CONSTRAINT "stk_order_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stk_order" ADD CONSTRAINT "stk_order_product_id_stk_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."stk_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stk_product" ADD CONSTRAINT "stk_product_pool_budget_id_fin_budget_id_fk" FOREIGN KEY ("pool_budget_id") REFERENCES "public"."fin_budget"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stk_rate_day" ADD CONSTRAINT "stk_rate_day_product_id_stk_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."stk_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_deal" ADD CONSTRAINT "ctr_deal_product_id_ctr_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ctr_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_deal" ADD CONSTRAINT "ctr_deal_maker_order_id_ctr_order_id_fk" FOREIGN KEY ("maker_order_id") REFERENCES "public"."ctr_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_deal" ADD CONSTRAINT "ctr_deal_taker_order_id_ctr_order_id_fk" FOREIGN KEY ("taker_order_id") REFERENCES "public"."ctr_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_deal" ADD CONSTRAINT "ctr_deal_price_sample_id_ctr_price_sample_id_fk" FOREIGN KEY ("price_sample_id") REFERENCES "public"."ctr_price_sample"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_order" ADD CONSTRAINT "ctr_order_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_order" ADD CONSTRAINT "ctr_order_product_id_ctr_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ctr_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_position" ADD CONSTRAINT "ctr_position_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_position" ADD CONSTRAINT "ctr_position_product_id_ctr_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ctr_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_position" ADD CONSTRAINT "ctr_position_mark_sample_id_ctr_price_sample_id_fk" FOREIGN KEY ("mark_sample_id") REFERENCES "public"."ctr_price_sample"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_market_maker" ADD CONSTRAINT "ctr_market_maker_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_follow" ADD CONSTRAINT "copy_follow_follower_member_id_mem_member_id_fk" FOREIGN KEY ("follower_member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_follow" ADD CONSTRAINT "copy_follow_lead_trader_id_copy_lead_trader_id_fk" FOREIGN KEY ("lead_trader_id") REFERENCES "public"."copy_lead_trader"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_invite_use" ADD CONSTRAINT "copy_invite_use_invite_id_copy_invite_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."copy_invite"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_invite_use" ADD CONSTRAINT "copy_invite_use_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_invite" ADD CONSTRAINT "copy_invite_lead_trader_id_copy_lead_trader_id_fk" FOREIGN KEY ("lead_trader_id") REFERENCES "public"."copy_lead_trader"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_order_link" ADD CONSTRAINT "copy_order_link_lead_order_id_ctr_order_id_fk" FOREIGN KEY ("lead_order_id") REFERENCES "public"."ctr_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_order_link" ADD CONSTRAINT "copy_order_link_follower_order_id_ctr_order_id_fk" FOREIGN KEY ("follower_order_id") REFERENCES "public"."ctr_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_order_link" ADD CONSTRAINT "copy_order_link_follow_id_copy_follow_id_fk" FOREIGN KEY ("follow_id") REFERENCES "public"."copy_follow"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_lead_trader_stats_day" ADD CONSTRAINT "copy_lead_trader_stats_day_lead_trader_id_copy_lead_trader_id_fk" FOREIGN KEY ("lead_trader_id") REFERENCES "public"."copy_lead_trader"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_lead_trader" ADD CONSTRAINT "copy_lead_trader_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_profit_share_cycle" ADD CONSTRAINT "copy_profit_share_cycle_follow_id_copy_follow_id_fk" FOREIGN KEY ("follow_id") REFERENCES "public"."copy_follow"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_profit_share_day" ADD CONSTRAINT "copy_profit_share_day_cycle_id_copy_profit_share_cycle_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."copy_profit_share_cycle"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_delivery_cycle" ADD CONSTRAINT "ctr_delivery_cycle_product_id_ctr_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ctr_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_delivery_order" ADD CONSTRAINT "ctr_delivery_order_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_delivery_order" ADD CONSTRAINT "ctr_delivery_order_product_id_ctr_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ctr_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_delivery_order" ADD CONSTRAINT "ctr_delivery_order_cycle_id_ctr_delivery_cycle_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."ctr_delivery_cycle"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_delivery_order" ADD CONSTRAINT "ctr_delivery_order_open_sample_id_ctr_price_sample_id_fk" FOREIGN KEY ("open_sample_id") REFERENCES "public"."ctr_price_sample"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_delivery_order" ADD CONSTRAINT "ctr_delivery_order_close_sample_id_ctr_price_sample_id_fk" FOREIGN KEY ("close_sample_id") REFERENCES "public"."ctr_price_sample"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_test_faucet_order" ADD CONSTRAINT "ctr_test_faucet_order_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ctr_product_symbol_uq" ON "ctr_product" USING btree ("symbol");--> statement-breakpoint
CREATE UNIQUE INDEX "ctr_index_source_code_uq" ON "ctr_index_source" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "ctr_price_sample_source_ts_uq" ON "ctr_price_sample" USING btree ("index_source_id","ts");--> statement-breakpoint
CREATE UNIQUE INDEX "ctr_price_sample_prev_uq" ON "ctr_price_sample" USING btree ("index_source_id","prev_hash");--> statement-breakpoint
CREATE INDEX "ctr_price_sample_source_id_idx" ON "ctr_price_sample" USING btree ("index_source_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ctr_test_member_member_uq" ON "ctr_test_member" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_points_grant_batch_item_uq" ON "mkt_points_grant_batch_item" USING btree ("batch_id","member_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_points_grant_batch_no_uq" ON "mkt_points_grant_batch" USING btree ("batch_no");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_benefit_issue_ref_uq" ON "mkt_benefit_issue" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "mkt_benefit_issue_member_idx" ON "mkt_benefit_issue" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_revision_uq" ON "content_revision" USING btree ("subject_type","subject_id","version");--> statement-breakpoint
CREATE INDEX "content_revision_subject_idx" ON "content_revision" USING btree ("subject_type","subject_id","id");--> statement-breakpoint
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
CREATE INDEX "stk_rate_day_date_idx" ON "stk_rate_day" USING btree ("rate_date");--> statement-breakpoint
CREATE UNIQUE INDEX "ctr_deal_no_uq" ON "ctr_deal" USING btree ("deal_no");--> statement-breakpoint
CREATE UNIQUE INDEX "ctr_deal_member_order_uq" ON "ctr_deal" USING btree ("member_order_id");--> statement-breakpoint
CREATE INDEX "ctr_deal_executed_idx" ON "ctr_deal" USING btree ("executed_at");--> statement-breakpoint
CREATE INDEX "ctr_deal_member_idx" ON "ctr_deal" USING btree ("member_id","executed_at");--> statement-breakpoint
CREATE INDEX "ctr_deal_follow_idx" ON "ctr_deal" USING btree ("follow_id","executed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ctr_order_no_uq" ON "ctr_order" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "ctr_order_member_idx" ON "ctr_order" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "ctr_order_open_idx" ON "ctr_order" USING btree ("product_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "ctr_position_open_uq" ON "ctr_position" USING btree ("member_id","product_id","side",coalesce("follow_id", 0)) WHERE "ctr_position"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "ctr_position_ratio_idx" ON "ctr_position" USING btree ("status","margin_ratio");--> statement-breakpoint
CREATE UNIQUE INDEX "ctr_market_maker_member_uq" ON "ctr_market_maker" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "copy_follow_no_uq" ON "copy_follow" USING btree ("follow_no");--> statement-breakpoint
CREATE UNIQUE INDEX "copy_follow_active_uq" ON "copy_follow" USING btree ("follower_member_id","lead_trader_id") WHERE "copy_follow"."status" <> 'STOPPED';--> statement-breakpoint
CREATE INDEX "copy_follow_lead_idx" ON "copy_follow" USING btree ("lead_trader_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "copy_invite_use_uq" ON "copy_invite_use" USING btree ("invite_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "copy_invite_code_uq" ON "copy_invite" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "copy_order_link_uq" ON "copy_order_link" USING btree ("lead_order_id","follow_id");--> statement-breakpoint
CREATE UNIQUE INDEX "copy_lead_stats_day_uq" ON "copy_lead_trader_stats_day" USING btree ("lead_trader_id","stat_date");--> statement-breakpoint
CREATE UNIQUE INDEX "copy_lead_trader_member_uq" ON "copy_lead_trader" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "copy_lead_trader_status_idx" ON "copy_lead_trader" USING btree ("status","aum");--> statement-breakpoint
CREATE UNIQUE INDEX "copy_profit_share_cycle_uq" ON "copy_profit_share_cycle" USING btree ("follow_id","cycle_start");--> statement-breakpoint
CREATE UNIQUE INDEX "copy_profit_share_day_uq" ON "copy_profit_share_day" USING btree ("follow_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "ctr_delivery_cycle_product_duration_uq" ON "ctr_delivery_cycle" USING btree ("product_id","duration_seconds");--> statement-breakpoint
CREATE UNIQUE INDEX "ctr_delivery_order_no_uq" ON "ctr_delivery_order" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "ctr_delivery_order_due_idx" ON "ctr_delivery_order" USING btree ("status","close_at");--> statement-breakpoint
CREATE INDEX "ctr_delivery_order_member_idx" ON "ctr_delivery_order" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "ctr_delivery_order_close_sample_idx" ON "ctr_delivery_order" USING btree ("close_sample_id");--> statement-breakpoint
CREATE INDEX "ctr_term_change_due_idx" ON "ctr_term_change" USING btree ("status","effective_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ctr_test_faucet_order_no_uq" ON "ctr_test_faucet_order" USING btree ("order_no");--> statement-breakpoint
ALTER TABLE "mkt_points_item" ADD CONSTRAINT "mkt_points_item_coupon_template_id_mkt_coupon_template_id_fk" FOREIGN KEY ("coupon_template_id") REFERENCES "public"."mkt_coupon_template"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_points_item" ADD CONSTRAINT "mkt_points_item_trial_template_id_mem_trial_template_id_fk" FOREIGN KEY ("trial_template_id") REFERENCES "public"."mem_trial_template"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_wheel_prize" ADD CONSTRAINT "mkt_wheel_prize_coupon_template_id_mkt_coupon_template_id_fk" FOREIGN KEY ("coupon_template_id") REFERENCES "public"."mkt_coupon_template"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_wheel_prize" ADD CONSTRAINT "mkt_wheel_prize_trial_template_id_mem_trial_template_id_fk" FOREIGN KEY ("trial_template_id") REFERENCES "public"."mem_trial_template"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_banner_translation_uq" ON "content_banner" USING btree ("translation_group","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "content_news_article_translation_uq" ON "content_news_article" USING btree ("translation_group","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "content_notice_translation_uq" ON "content_notice" USING btree ("translation_group","locale");--> statement-breakpoint
ALTER TABLE "mkt_coupon" ADD CONSTRAINT "mkt_coupon_via_ck" CHECK ("mkt_coupon"."issued_via" in ('GRANT', 'CLAIM', 'REDEEM_CODE', 'POINTS', 'WHEEL'));--> statement-breakpoint
ALTER TABLE "mkt_redeem_batch" ADD CONSTRAINT "mkt_redeem_batch_points_ck" CHECK ("mkt_redeem_batch"."benefit_kind" <> 'POINTS' or "mkt_redeem_batch"."points" > 0);--> statement-breakpoint
ALTER TABLE "mkt_redeem_batch" ADD CONSTRAINT "mkt_redeem_batch_kind_ck" CHECK ("mkt_redeem_batch"."benefit_kind" in ('ASSET', 'COUPON', 'TRIAL_FUND', 'POINTS'));