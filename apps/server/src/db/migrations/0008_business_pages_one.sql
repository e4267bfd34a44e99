CREATE TABLE "sys_approval" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_approval_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" bigint,
	"summary" text DEFAULT '' NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"maker_id" bigint NOT NULL,
	"maker_remark" text DEFAULT '' NOT NULL,
	"approver_id" bigint,
	"decided_at" timestamp with time zone,
	"decision_remark" text DEFAULT '' NOT NULL,
	"result" jsonb,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "sys_approval_status_ck" CHECK ("sys_approval"."status" in ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED')),
	CONSTRAINT "sys_approval_four_eyes_ck" CHECK ("sys_approval"."approver_id" is null or "sys_approval"."approver_id" <> "sys_approval"."maker_id")
);
--> statement-breakpoint
CREATE TABLE "fin_budget_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_budget_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"budget_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"type" text NOT NULL,
	"before" numeric(36, 18) NOT NULL,
	"change" numeric(36, 18) NOT NULL,
	"after" numeric(36, 18) NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" bigint NOT NULL,
	"ref_no" text NOT NULL,
	"operator_id" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fin_budget_log_sum_ck" CHECK ("fin_budget_log"."after" = "fin_budget_log"."before" + "fin_budget_log"."change")
);
--> statement-breakpoint
CREATE TABLE "fin_budget" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_budget_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"balance" numeric(36, 18) DEFAULT '0' NOT NULL,
	"funded_total" numeric(36, 18) DEFAULT '0' NOT NULL,
	"spent_total" numeric(36, 18) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "fin_budget_balance_ck" CHECK ("fin_budget"."balance" >= 0),
	CONSTRAINT "fin_budget_status_ck" CHECK ("fin_budget"."status" in ('ACTIVE', 'CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "sys_idempotency_key" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_idempotency_key_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mem_config_change" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mem_config_change_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"reason_code" text,
	"remark" text DEFAULT '' NOT NULL,
	"operator_id" bigint,
	"approval_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mem_config" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mem_config_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"can_login" boolean DEFAULT true NOT NULL,
	"can_trade" boolean DEFAULT true NOT NULL,
	"can_withdraw" boolean DEFAULT true NOT NULL,
	"can_recharge" boolean DEFAULT true NOT NULL,
	"can_transfer" boolean DEFAULT true NOT NULL,
	"withdraw_daily_limit_usd" numeric(36, 18),
	"withdraw_30d_limit_usd" numeric(36, 18),
	"fee_tier" text DEFAULT 'DEFAULT' NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"restriction_reason_code" text,
	"member_notice_template" text,
	"review_due_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "mem_config_reason_ck" CHECK (("mem_config"."can_login" and "mem_config"."can_trade" and "mem_config"."can_withdraw" and "mem_config"."can_recharge" and "mem_config"."can_transfer") or "mem_config"."restriction_reason_code" is not null)
);
--> statement-breakpoint
CREATE TABLE "mem_trial_grant_batch_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mem_trial_grant_batch_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch_id" bigint NOT NULL,
	"member_ref" text NOT NULL,
	"member_id" bigint,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"grant_id" bigint,
	"error" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mem_trial_grant_batch" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mem_trial_grant_batch_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
CREATE TABLE "mem_trial_grant" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mem_trial_grant_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"grant_no" text NOT NULL,
	"template_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"remaining" numeric(36, 18) NOT NULL,
	"realised_profit" numeric(36, 18) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"campaign_round" integer DEFAULT 1 NOT NULL,
	"source" text DEFAULT 'MANUAL' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"maker_id" bigint,
	"approver_id" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "mem_trial_grant_status_ck" CHECK ("mem_trial_grant"."status" in ('ISSUED', 'ACTIVE', 'CONSUMED', 'EXPIRED', 'REVOKED')),
	CONSTRAINT "mem_trial_grant_amount_ck" CHECK ("mem_trial_grant"."amount" > 0 and "mem_trial_grant"."remaining" >= 0 and "mem_trial_grant"."remaining" <= "mem_trial_grant"."amount")
);
--> statement-breakpoint
CREATE TABLE "mem_trial_template" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mem_trial_template_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"validity_days" integer NOT NULL,
	"usable_for" text DEFAULT 'CONTRACT_MARGIN' NOT NULL,
	"min_own_balance" numeric(36, 18) DEFAULT '0' NOT NULL,
	"max_per_member" integer DEFAULT 1 NOT NULL,
	"budget_id" bigint NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"terms_url" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "mem_trial_template_status_ck" CHECK ("mem_trial_template"."status" in ('DRAFT', 'ACTIVE', 'PAUSED', 'ENDED')),
	CONSTRAINT "mem_trial_template_amount_ck" CHECK ("mem_trial_template"."amount" > 0 and "mem_trial_template"."validity_days" > 0 and "mem_trial_template"."max_per_member" > 0)
);
--> statement-breakpoint
CREATE TABLE "fin_address_blacklist" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_address_blacklist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"wallet_code" text NOT NULL,
	"address" text NOT NULL,
	"direction" text DEFAULT 'BOTH' NOT NULL,
	"source" text NOT NULL,
	"case_ref" text DEFAULT '' NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"expires_at" timestamp with time zone,
	"hit_count" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"lifted_reason" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "fin_address_blacklist_direction_ck" CHECK ("fin_address_blacklist"."direction" in ('INBOUND', 'OUTBOUND', 'BOTH')),
	CONSTRAINT "fin_address_blacklist_status_ck" CHECK ("fin_address_blacklist"."status" in ('ACTIVE', 'LIFTED'))
);
--> statement-breakpoint
CREATE TABLE "fin_payout_attempt" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_payout_attempt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"withdraw_id" bigint NOT NULL,
	"provider_code" text NOT NULL,
	"attempt_no" integer NOT NULL,
	"request_id" text NOT NULL,
	"provider_ref" text,
	"status" text DEFAULT 'SENT' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"callback_at" timestamp with time zone,
	"raw_callback" jsonb,
	"error_code" text DEFAULT '' NOT NULL,
	"retryable" boolean DEFAULT false NOT NULL,
	"operator_id" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "fin_payout_attempt_status_ck" CHECK ("fin_payout_attempt"."status" in ('SENT', 'ACKED', 'SUCCEEDED', 'FAILED', 'UNKNOWN'))
);
--> statement-breakpoint
CREATE TABLE "fin_payout_callback" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_payout_callback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_code" text NOT NULL,
	"event_id" text NOT NULL,
	"signature_valid" boolean NOT NULL,
	"outcome" text NOT NULL,
	"body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_recharge_address" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_recharge_address_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"wallet_code" text NOT NULL,
	"address" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"custody" text DEFAULT 'HOT' NOT NULL,
	"member_id" bigint,
	"assigned_at" timestamp with time zone,
	"status" text DEFAULT 'AVAILABLE' NOT NULL,
	"last_seen_tx_at" timestamp with time zone,
	"label" text DEFAULT '' NOT NULL,
	"retired_reason" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "fin_recharge_address_status_ck" CHECK ("fin_recharge_address"."status" in ('AVAILABLE', 'ASSIGNED', 'RETIRED')),
	CONSTRAINT "fin_recharge_address_assigned_ck" CHECK (("fin_recharge_address"."status" = 'ASSIGNED') = ("fin_recharge_address"."member_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "fin_recharge_channel" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_recharge_channel_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh_tw" text NOT NULL,
	"wallet_code" text NOT NULL,
	"kind" text NOT NULL,
	"min_amount" numeric(36, 18) DEFAULT '0' NOT NULL,
	"max_amount" numeric(36, 18),
	"fee_fixed" numeric(36, 18) DEFAULT '0' NOT NULL,
	"fee_rate" numeric(36, 18) DEFAULT '0' NOT NULL,
	"requires_voucher" boolean DEFAULT false NOT NULL,
	"requires_tx_hash" boolean DEFAULT false NOT NULL,
	"daily_cap_per_member" integer,
	"kyc_level_required" text DEFAULT 'NONE' NOT NULL,
	"receiving_address_id" bigint,
	"psp_provider_code" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"visible_regions" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "fin_recharge_channel_status_ck" CHECK ("fin_recharge_channel"."status" in ('ACTIVE', 'PAUSED')),
	CONSTRAINT "fin_recharge_channel_limits_ck" CHECK ("fin_recharge_channel"."max_amount" is null or "fin_recharge_channel"."max_amount" >= "fin_recharge_channel"."min_amount")
);
--> statement-breakpoint
CREATE TABLE "fin_wallet_code" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_wallet_code_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"asset" text NOT NULL,
	"network" text NOT NULL,
	"token_contract" text,
	"decimals" integer NOT NULL,
	"display_scale" integer NOT NULL,
	"address_regex" text DEFAULT '' NOT NULL,
	"memo_required" boolean DEFAULT false NOT NULL,
	"explorer_tx_url_template" text DEFAULT '' NOT NULL,
	"min_confirmations" integer DEFAULT 1 NOT NULL,
	"deposit_enabled" boolean DEFAULT true NOT NULL,
	"withdraw_enabled" boolean DEFAULT true NOT NULL,
	"min_deposit" numeric(36, 18) DEFAULT '0' NOT NULL,
	"min_withdraw" numeric(36, 18) DEFAULT '0' NOT NULL,
	"withdraw_fee" numeric(36, 18) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "fin_wallet_code_status_ck" CHECK ("fin_wallet_code"."status" in ('ACTIVE', 'DISABLED')),
	CONSTRAINT "fin_wallet_code_scale_ck" CHECK ("fin_wallet_code"."decimals" between 0 and 18 and "fin_wallet_code"."display_scale" between 0 and "fin_wallet_code"."decimals")
);
--> statement-breakpoint
CREATE TABLE "fin_withdraw_address" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_withdraw_address_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"wallet_code" text NOT NULL,
	"address" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'PENDING_ACTIVATION' NOT NULL,
	"activates_at" timestamp with time zone NOT NULL,
	"created_ip" text DEFAULT '' NOT NULL,
	"screening_result" text DEFAULT 'PENDING' NOT NULL,
	"disabled_reason" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "fin_withdraw_address_status_ck" CHECK ("fin_withdraw_address"."status" in ('PENDING_ACTIVATION', 'ACTIVE', 'DISABLED')),
	CONSTRAINT "fin_withdraw_address_screening_ck" CHECK ("fin_withdraw_address"."screening_result" in ('CLEAR', 'FLAGGED', 'PENDING'))
);
--> statement-breakpoint
CREATE TABLE "risk_ip_blacklist" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_ip_blacklist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ip_cidr" text NOT NULL,
	"scope" text NOT NULL,
	"source" text DEFAULT 'MANUAL' NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"expires_at" timestamp with time zone,
	"hit_count" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "risk_ip_blacklist_status_ck" CHECK ("risk_ip_blacklist"."status" in ('ACTIVE', 'DISABLED')),
	CONSTRAINT "risk_ip_blacklist_scope_ck" CHECK ("risk_ip_blacklist"."scope" in ('LOGIN', 'REGISTER', 'ALL_MEMBER_API', 'ADMIN_CONSOLE'))
);
--> statement-breakpoint
CREATE TABLE "risk_member_lock" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_member_lock_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"unlocked_at" timestamp with time zone,
	"unlocked_by" bigint,
	"unlock_remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "risk_member_login_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_member_login_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint,
	"account" text DEFAULT '' NOT NULL,
	"ip" text NOT NULL,
	"ip_country" text DEFAULT '' NOT NULL,
	"ip_city" text DEFAULT '' NOT NULL,
	"asn" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"result" text NOT NULL,
	"failure_reason" text DEFAULT '' NOT NULL,
	"method" text DEFAULT 'PASSWORD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_login_event_result_ck" CHECK ("risk_member_login_event"."result" in ('SUCCESS', 'FAILURE'))
);
--> statement-breakpoint
CREATE TABLE "risk_otp_dispatch" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_otp_dispatch_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint,
	"channel" text NOT NULL,
	"target_masked" text NOT NULL,
	"purpose" text NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"provider_msg_id" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rpt_daily_close" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rpt_daily_close_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"currency" text NOT NULL,
	"business_date" date NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"difference" numeric(36, 18) DEFAULT '0' NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" bigint,
	"checked_at" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "rpt_daily_close_status_ck" CHECK ("rpt_daily_close"."status" in ('OPEN', 'CLOSED', 'DIFFERENCE', 'REOPEN_REQUESTED'))
);
--> statement-breakpoint
CREATE TABLE "rpt_daily_statement" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rpt_daily_statement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"currency" text NOT NULL,
	"business_date" date NOT NULL,
	"line" text NOT NULL,
	"amount" numeric(36, 18) DEFAULT '0' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_internal_transfer" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_internal_transfer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transfer_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"from_account" text NOT NULL,
	"to_account" text NOT NULL,
	"counterparty_member_id" bigint,
	"currency" text NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "fin_internal_transfer_status_ck" CHECK ("fin_internal_transfer"."status" in ('COMPLETED', 'FAILED')),
	CONSTRAINT "fin_internal_transfer_amount_ck" CHECK ("fin_internal_transfer"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "fin_referral_commission" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_referral_commission_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"beneficiary_id" bigint NOT NULL,
	"source_member_id" bigint NOT NULL,
	"source_fee_ref" text NOT NULL,
	"currency" text NOT NULL,
	"fee_amount" numeric(36, 18) NOT NULL,
	"level" integer NOT NULL,
	"rate_snapshot" numeric(36, 18) NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"status" text DEFAULT 'PAID' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fin_referral_commission_level_ck" CHECK ("fin_referral_commission"."level" between 1 and 2)
);
--> statement-breakpoint
CREATE TABLE "fin_swap_order" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_swap_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"swap_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"from_code" text NOT NULL,
	"to_code" text NOT NULL,
	"from_amount" numeric(36, 18) NOT NULL,
	"to_amount" numeric(36, 18) NOT NULL,
	"quote_id" text NOT NULL,
	"quote_rate" numeric(36, 18) NOT NULL,
	"reference_rate" numeric(36, 18) NOT NULL,
	"reference_source" text NOT NULL,
	"reference_at" timestamp with time zone NOT NULL,
	"spread_rate" numeric(36, 18) NOT NULL,
	"fee" numeric(36, 18) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"filled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "fin_swap_order_status_ck" CHECK ("fin_swap_order"."status" in ('QUOTED', 'FILLED', 'EXPIRED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "fin_swap_pair" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_swap_pair_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"from_code" text NOT NULL,
	"to_code" text NOT NULL,
	"min_amount" numeric(36, 18) DEFAULT '0' NOT NULL,
	"max_amount" numeric(36, 18) NOT NULL,
	"fee_rate" numeric(36, 18) DEFAULT '0' NOT NULL,
	"max_spread" numeric(36, 18) NOT NULL,
	"quote_ttl_seconds" integer DEFAULT 10 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "fin_swap_pair_status_ck" CHECK ("fin_swap_pair"."status" in ('ACTIVE', 'PAUSED'))
);
--> statement-breakpoint
CREATE TABLE "rpt_team_stats_day" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rpt_team_stats_day_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"root_member_id" bigint NOT NULL,
	"business_date" date NOT NULL,
	"depth" integer NOT NULL,
	"currency" text NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	"fees_paid" numeric(36, 18) DEFAULT '0' NOT NULL,
	"commission_paid" numeric(36, 18) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fin_recharge_order" ADD COLUMN "wallet_code" text;--> statement-breakpoint
ALTER TABLE "fin_recharge_order" ADD COLUMN "from_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fin_recharge_order" ADD COLUMN "screening_result" text DEFAULT 'CLEAR' NOT NULL;--> statement-breakpoint
ALTER TABLE "fin_wallet" ADD COLUMN "trial" numeric(36, 18) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "fin_withdraw_order" ADD COLUMN "wallet_code" text;--> statement-breakpoint
ALTER TABLE "fin_withdraw_order" ADD COLUMN "screening_result" text DEFAULT 'CLEAR' NOT NULL;--> statement-breakpoint
ALTER TABLE "fin_budget_log" ADD CONSTRAINT "fin_budget_log_budget_id_fin_budget_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."fin_budget"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mem_config" ADD CONSTRAINT "mem_config_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mem_trial_grant_batch_item" ADD CONSTRAINT "mem_trial_grant_batch_item_batch_id_mem_trial_grant_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."mem_trial_grant_batch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mem_trial_grant_batch" ADD CONSTRAINT "mem_trial_grant_batch_template_id_mem_trial_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."mem_trial_template"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mem_trial_grant" ADD CONSTRAINT "mem_trial_grant_template_id_mem_trial_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."mem_trial_template"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mem_trial_grant" ADD CONSTRAINT "mem_trial_grant_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mem_trial_template" ADD CONSTRAINT "mem_trial_template_budget_id_fin_budget_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."fin_budget"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_payout_attempt" ADD CONSTRAINT "fin_payout_attempt_withdraw_id_fin_withdraw_order_id_fk" FOREIGN KEY ("withdraw_id") REFERENCES "public"."fin_withdraw_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_recharge_address" ADD CONSTRAINT "fin_recharge_address_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_recharge_channel" ADD CONSTRAINT "fin_recharge_channel_receiving_address_id_fin_recharge_address_id_fk" FOREIGN KEY ("receiving_address_id") REFERENCES "public"."fin_recharge_address"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_withdraw_address" ADD CONSTRAINT "fin_withdraw_address_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_internal_transfer" ADD CONSTRAINT "fin_internal_transfer_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_referral_commission" ADD CONSTRAINT "fin_referral_commission_beneficiary_id_mem_member_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_referral_commission" ADD CONSTRAINT "fin_referral_commission_source_member_id_mem_member_id_fk" FOREIGN KEY ("source_member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_swap_order" ADD CONSTRAINT "fin_swap_order_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_approval_status_idx" ON "sys_approval" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sys_approval_subject_idx" ON "sys_approval" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_approval_open_uq" ON "sys_approval" USING btree ("kind","subject_type","subject_id") WHERE "sys_approval"."status" = 'PENDING' and "sys_approval"."subject_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "fin_budget_log_ref_uq" ON "fin_budget_log" USING btree ("budget_id","ref_type","ref_id","type");--> statement-breakpoint
CREATE INDEX "fin_budget_log_budget_idx" ON "fin_budget_log" USING btree ("budget_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_budget_code_uq" ON "fin_budget" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_idempotency_key_uq" ON "sys_idempotency_key" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "sys_idempotency_created_idx" ON "sys_idempotency_key" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mem_config_change_member_idx" ON "mem_config_change" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mem_config_member_uq" ON "mem_config" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "mem_config_updated_idx" ON "mem_config" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mem_trial_batch_item_uq" ON "mem_trial_grant_batch_item" USING btree ("batch_id","member_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "mem_trial_grant_no_uq" ON "mem_trial_grant" USING btree ("grant_no");--> statement-breakpoint
CREATE UNIQUE INDEX "mem_trial_grant_round_uq" ON "mem_trial_grant" USING btree ("template_id","member_id","campaign_round");--> statement-breakpoint
CREATE INDEX "mem_trial_grant_member_idx" ON "mem_trial_grant" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "mem_trial_grant_expiry_idx" ON "mem_trial_grant" USING btree ("expires_at") WHERE "mem_trial_grant"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "mem_trial_template_code_uq" ON "mem_trial_template" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_address_blacklist_active_uq" ON "fin_address_blacklist" USING btree ("wallet_code","address") WHERE "fin_address_blacklist"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "fin_address_blacklist_address_idx" ON "fin_address_blacklist" USING btree ("address");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_payout_attempt_request_uq" ON "fin_payout_attempt" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_payout_attempt_no_uq" ON "fin_payout_attempt" USING btree ("withdraw_id","attempt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_payout_attempt_ref_uq" ON "fin_payout_attempt" USING btree ("provider_code","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_payout_attempt_open_uq" ON "fin_payout_attempt" USING btree ("withdraw_id") WHERE "fin_payout_attempt"."status" in ('SENT', 'ACKED', 'UNKNOWN');--> statement-breakpoint
CREATE INDEX "fin_payout_attempt_status_idx" ON "fin_payout_attempt" USING btree ("status","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_payout_callback_event_uq" ON "fin_payout_callback" USING btree ("provider_code","event_id") WHERE "fin_payout_callback"."outcome" = 'ACCEPTED';--> statement-breakpoint
CREATE UNIQUE INDEX "fin_recharge_address_uq" ON "fin_recharge_address" USING btree ("wallet_code","address","memo");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_recharge_address_member_uq" ON "fin_recharge_address" USING btree ("member_id","wallet_code") WHERE "fin_recharge_address"."status" = 'ASSIGNED';--> statement-breakpoint
CREATE INDEX "fin_recharge_address_created_idx" ON "fin_recharge_address" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_recharge_channel_code_uq" ON "fin_recharge_channel" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_wallet_code_code_uq" ON "fin_wallet_code" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_withdraw_address_uq" ON "fin_withdraw_address" USING btree ("member_id","wallet_code","address","memo");--> statement-breakpoint
CREATE INDEX "fin_withdraw_address_created_idx" ON "fin_withdraw_address" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "risk_ip_blacklist_created_idx" ON "risk_ip_blacklist" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "risk_ip_blacklist_active_idx" ON "risk_ip_blacklist" USING btree ("scope") WHERE "risk_ip_blacklist"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "risk_member_lock_member_idx" ON "risk_member_lock" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "risk_login_event_created_idx" ON "risk_member_login_event" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "risk_login_event_member_idx" ON "risk_member_login_event" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "risk_login_event_ip_idx" ON "risk_member_login_event" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "risk_login_event_device_idx" ON "risk_member_login_event" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "risk_otp_created_idx" ON "risk_otp_dispatch" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "risk_otp_member_idx" ON "risk_otp_dispatch" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rpt_daily_close_uq" ON "rpt_daily_close" USING btree ("currency","business_date");--> statement-breakpoint
CREATE UNIQUE INDEX "rpt_daily_statement_uq" ON "rpt_daily_statement" USING btree ("currency","business_date","line");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_internal_transfer_no_uq" ON "fin_internal_transfer" USING btree ("transfer_no");--> statement-breakpoint
CREATE INDEX "fin_internal_transfer_created_idx" ON "fin_internal_transfer" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "fin_internal_transfer_member_idx" ON "fin_internal_transfer" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_referral_commission_uq" ON "fin_referral_commission" USING btree ("source_fee_ref","beneficiary_id");--> statement-breakpoint
CREATE INDEX "fin_referral_commission_beneficiary_idx" ON "fin_referral_commission" USING btree ("beneficiary_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_swap_order_no_uq" ON "fin_swap_order" USING btree ("swap_no");--> statement-breakpoint
CREATE INDEX "fin_swap_order_created_idx" ON "fin_swap_order" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "fin_swap_order_member_idx" ON "fin_swap_order" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_swap_pair_uq" ON "fin_swap_pair" USING btree ("from_code","to_code");--> statement-breakpoint
CREATE UNIQUE INDEX "rpt_team_stats_day_uq" ON "rpt_team_stats_day" USING btree ("root_member_id","business_date","depth","currency");--> statement-breakpoint
ALTER TABLE "fin_wallet" ADD CONSTRAINT "fin_wallet_trial_ck" CHECK ("fin_wallet"."trial" >= 0);