CREATE TABLE "mem_notification" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mem_notification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"message_key" text NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" bigint NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox_consumer" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_consumer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_name" text NOT NULL,
	"topics" text DEFAULT '' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"paused_at" timestamp with time zone,
	"paused_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_delivery" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_delivery_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" bigint NOT NULL,
	"group_name" text NOT NULL,
	"consumed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"topic" text NOT NULL,
	"key" text NOT NULL,
	"payload_json" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "outbox_event_status_ck" CHECK ("outbox_event"."status" in ('PENDING', 'DELIVERED', 'FAILED', 'DEAD'))
);
--> statement-breakpoint
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
CREATE TABLE "mkt_award_campaign" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_award_campaign_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"budget_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"budget_total" numeric(36, 18) NOT NULL,
	"budget_used" numeric(36, 18) DEFAULT '0' NOT NULL,
	"rules_url" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"maker_id" bigint,
	"approver_id" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "mkt_award_campaign_status_ck" CHECK ("mkt_award_campaign"."status" in ('DRAFT', 'PENDING_APPROVAL', 'ACTIVE', 'CLOSED')),
	CONSTRAINT "mkt_award_campaign_kind_ck" CHECK ("mkt_award_campaign"."kind" in ('COMPETITION', 'COMPENSATION', 'REFERRAL_FEE_SHARE', 'OTHER')),
	CONSTRAINT "mkt_award_campaign_budget_ck" CHECK ("mkt_award_campaign"."budget_total" > 0 and "mkt_award_campaign"."budget_used" >= 0 and "mkt_award_campaign"."budget_used" <= "mkt_award_campaign"."budget_total"),
	CONSTRAINT "mkt_award_campaign_approver_ck" CHECK ("mkt_award_campaign"."approver_id" is null or "mkt_award_campaign"."approver_id" is distinct from "mkt_award_campaign"."maker_id")
);
--> statement-breakpoint
CREATE TABLE "mkt_award_grant_batch_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_award_grant_batch_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch_id" bigint NOT NULL,
	"line" integer NOT NULL,
	"member_ref" text NOT NULL,
	"amount" text NOT NULL,
	"evidence_ref" text NOT NULL,
	"status" text NOT NULL,
	"grant_id" bigint,
	"error" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mkt_award_grant_batch" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_award_grant_batch_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campaign_id" bigint NOT NULL,
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
CREATE TABLE "mkt_award_grant" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_award_grant_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"grant_no" text NOT NULL,
	"campaign_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"reason" text NOT NULL,
	"evidence_ref" text NOT NULL,
	"status" text DEFAULT 'PENDING_APPROVAL' NOT NULL,
	"four_eyes" integer DEFAULT 1 NOT NULL,
	"maker_id" bigint,
	"approver_id" bigint,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"decision_remark" text DEFAULT '' NOT NULL,
	"batch_id" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "mkt_award_grant_status_ck" CHECK ("mkt_award_grant"."status" in ('PENDING_APPROVAL', 'APPROVED', 'PAID', 'REJECTED', 'REVERSED')),
	CONSTRAINT "mkt_award_grant_amount_ck" CHECK ("mkt_award_grant"."amount" > 0),
	CONSTRAINT "mkt_award_grant_four_eyes_ck" CHECK ("mkt_award_grant"."four_eyes" = 0 or "mkt_award_grant"."approver_id" is null or "mkt_award_grant"."approver_id" is distinct from "mkt_award_grant"."maker_id")
);
--> statement-breakpoint
CREATE TABLE "mkt_red_envelope_claim" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_red_envelope_claim_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"envelope_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"seq" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mkt_red_envelope_share" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_red_envelope_share_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"envelope_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	CONSTRAINT "mkt_red_envelope_share_amount_ck" CHECK ("mkt_red_envelope_share"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "mkt_red_envelope" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_red_envelope_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"envelope_no" text NOT NULL,
	"title" text NOT NULL,
	"funder" text DEFAULT 'PLATFORM' NOT NULL,
	"budget_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"total_amount" numeric(36, 18) NOT NULL,
	"count" integer NOT NULL,
	"split" text NOT NULL,
	"min_share" numeric(36, 18) DEFAULT '0' NOT NULL,
	"max_share" numeric(36, 18) DEFAULT '0' NOT NULL,
	"eligibility" text DEFAULT 'ALL' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"escrow_balance" numeric(36, 18) DEFAULT '0' NOT NULL,
	"claimed_amount" numeric(36, 18) DEFAULT '0' NOT NULL,
	"claimed_count" integer DEFAULT 0 NOT NULL,
	"refunded_amount" numeric(36, 18) DEFAULT '0' NOT NULL,
	"split_seed_hash" text DEFAULT '' NOT NULL,
	"split_seed" text DEFAULT '' NOT NULL,
	"share_scale" integer DEFAULT 0 NOT NULL,
	"maker_id" bigint,
	"funded_by" bigint,
	"funded_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "mkt_red_envelope_status_ck" CHECK ("mkt_red_envelope"."status" in ('DRAFT', 'ACTIVE', 'EXHAUSTED', 'EXPIRED', 'CANCELLED')),
	CONSTRAINT "mkt_red_envelope_split_ck" CHECK ("mkt_red_envelope"."split" in ('EQUAL', 'RANDOM')),
	CONSTRAINT "mkt_red_envelope_eligibility_ck" CHECK ("mkt_red_envelope"."eligibility" in ('ALL', 'NEW_MEMBERS', 'KYC_PRIMARY')),
	CONSTRAINT "mkt_red_envelope_amount_ck" CHECK ("mkt_red_envelope"."total_amount" > 0 and "mkt_red_envelope"."count" > 0 and "mkt_red_envelope"."min_share" >= 0 and "mkt_red_envelope"."max_share" >= "mkt_red_envelope"."min_share"),
	CONSTRAINT "mkt_red_envelope_escrow_ck" CHECK ("mkt_red_envelope"."escrow_balance" >= 0 and "mkt_red_envelope"."claimed_amount" + "mkt_red_envelope"."refunded_amount" + "mkt_red_envelope"."escrow_balance" <= "mkt_red_envelope"."total_amount" and "mkt_red_envelope"."claimed_count" <= "mkt_red_envelope"."count")
);
--> statement-breakpoint
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
CREATE TABLE "mkt_points_account" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_points_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "mkt_points_account_balance_ck" CHECK ("mkt_points_account"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mkt_points_exchange" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_points_exchange_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"exchange_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"cost" integer NOT NULL,
	"status" text DEFAULT 'PLACED' NOT NULL,
	"fulfilment_ref" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "mkt_points_exchange_ck" CHECK ("mkt_points_exchange"."status" in ('PLACED', 'FULFILLED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "mkt_points_grant" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_points_grant_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"grant_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"points" integer NOT NULL,
	"reason_code" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'APPLIED' NOT NULL,
	"batch_no" text DEFAULT '' NOT NULL,
	"maker_id" bigint,
	"approver_id" bigint,
	"approval_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "mkt_points_grant_ck" CHECK ("mkt_points_grant"."points" > 0 and "mkt_points_grant"."status" in ('PENDING_APPROVAL', 'APPLIED', 'REJECTED', 'REVERSED'))
);
--> statement-breakpoint
CREATE TABLE "mkt_points_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_points_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"cost_points" integer NOT NULL,
	"benefit_kind" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"per_member_limit" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'OFF' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "mkt_points_item_ck" CHECK ("mkt_points_item"."cost_points" > 0 and "mkt_points_item"."stock" >= 0 and "mkt_points_item"."per_member_limit" > 0 and "mkt_points_item"."status" in ('ON', 'OFF') and "mkt_points_item"."benefit_kind" in ('COUPON', 'TRIAL_FUND', 'MERCH'))
);
--> statement-breakpoint
CREATE TABLE "mkt_points_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_points_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"change" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"source" text NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" bigint NOT NULL,
	"operator_id" bigint,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mkt_points_log_ck" CHECK ("mkt_points_log"."change" <> 0 and "mkt_points_log"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mkt_signin_campaign" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_signin_campaign_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"reward_kind" text NOT NULL,
	"reward_table" jsonb NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"budget_id" bigint,
	"currency" text DEFAULT '' NOT NULL,
	"budget_total" numeric(36, 18) DEFAULT '0' NOT NULL,
	"budget_used" numeric(36, 18) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"closed_early_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "mkt_signin_campaign_ck" CHECK ("mkt_signin_campaign"."status" in ('DRAFT', 'ACTIVE', 'ENDED') and "mkt_signin_campaign"."reward_kind" in ('POINTS', 'ASSET') and "mkt_signin_campaign"."ends_on" >= "mkt_signin_campaign"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "mkt_signin_record" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_signin_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"sign_date" date NOT NULL,
	"streak" integer NOT NULL,
	"reward" numeric(36, 18) NOT NULL,
	"reward_ref" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mkt_wheel_chance" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_wheel_chance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"wheel_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"granted" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "mkt_wheel_chance_ck" CHECK ("mkt_wheel_chance"."granted" > 0 and "mkt_wheel_chance"."used" >= 0 and "mkt_wheel_chance"."used" <= "mkt_wheel_chance"."granted")
);
--> statement-breakpoint
CREATE TABLE "mkt_wheel_draw" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_wheel_draw_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"draw_no" text NOT NULL,
	"wheel_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"client_seed" text NOT NULL,
	"roll" text NOT NULL,
	"prize_id" bigint NOT NULL,
	"fallback_from_prize_id" bigint,
	"benefit_ref" text DEFAULT '' NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mkt_wheel_prize" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_wheel_prize_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"wheel_id" bigint NOT NULL,
	"slot" integer NOT NULL,
	"name" text NOT NULL,
	"benefit_kind" text NOT NULL,
	"benefit_amount" numeric(36, 18) DEFAULT '0' NOT NULL,
	"probability" numeric(20, 18) NOT NULL,
	"stock" integer,
	"stock_used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mkt_wheel_prize_ck" CHECK ("mkt_wheel_prize"."probability" >= 0 and "mkt_wheel_prize"."probability" <= 1 and "mkt_wheel_prize"."stock_used" >= 0 and ("mkt_wheel_prize"."stock" is null or "mkt_wheel_prize"."stock_used" <= "mkt_wheel_prize"."stock"))
);
--> statement-breakpoint
CREATE TABLE "mkt_wheel" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mkt_wheel_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cost_kind" text NOT NULL,
	"cost_points" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"budget_id" bigint,
	"currency" text DEFAULT '' NOT NULL,
	"fallback_slot" integer NOT NULL,
	"server_seed" text DEFAULT '' NOT NULL,
	"server_seed_hash" text DEFAULT '' NOT NULL,
	"revealed_seed" text DEFAULT '' NOT NULL,
	"seed_reveal_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "mkt_wheel_ck" CHECK ("mkt_wheel"."status" in ('DRAFT', 'PUBLISHED', 'PAUSED', 'ENDED') and "mkt_wheel"."cost_kind" in ('CHANCE', 'POINTS') and ("mkt_wheel"."cost_kind" = 'CHANCE' or "mkt_wheel"."cost_points" > 0) and "mkt_wheel"."ends_at" > "mkt_wheel"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "mem_notification" ADD CONSTRAINT "mem_notification_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_delivery" ADD CONSTRAINT "outbox_delivery_event_id_outbox_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."outbox_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_setting_revision" ADD CONSTRAINT "app_setting_revision_setting_id_app_setting_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."app_setting"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_news_article" ADD CONSTRAINT "content_news_article_category_id_content_news_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_news_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_award_campaign" ADD CONSTRAINT "mkt_award_campaign_budget_id_fin_budget_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."fin_budget"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_award_grant_batch_item" ADD CONSTRAINT "mkt_award_grant_batch_item_batch_id_mkt_award_grant_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."mkt_award_grant_batch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_award_grant_batch" ADD CONSTRAINT "mkt_award_grant_batch_campaign_id_mkt_award_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."mkt_award_campaign"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_award_grant" ADD CONSTRAINT "mkt_award_grant_campaign_id_mkt_award_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."mkt_award_campaign"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_award_grant" ADD CONSTRAINT "mkt_award_grant_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_red_envelope_claim" ADD CONSTRAINT "mkt_red_envelope_claim_envelope_id_mkt_red_envelope_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."mkt_red_envelope"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_red_envelope_claim" ADD CONSTRAINT "mkt_red_envelope_claim_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_red_envelope_share" ADD CONSTRAINT "mkt_red_envelope_share_envelope_id_mkt_red_envelope_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."mkt_red_envelope"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_red_envelope" ADD CONSTRAINT "mkt_red_envelope_budget_id_fin_budget_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."fin_budget"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "mkt_points_account" ADD CONSTRAINT "mkt_points_account_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_points_exchange" ADD CONSTRAINT "mkt_points_exchange_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_points_exchange" ADD CONSTRAINT "mkt_points_exchange_item_id_mkt_points_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."mkt_points_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_points_grant" ADD CONSTRAINT "mkt_points_grant_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_points_log" ADD CONSTRAINT "mkt_points_log_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_signin_campaign" ADD CONSTRAINT "mkt_signin_campaign_budget_id_fin_budget_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."fin_budget"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_signin_record" ADD CONSTRAINT "mkt_signin_record_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_signin_record" ADD CONSTRAINT "mkt_signin_record_campaign_id_mkt_signin_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."mkt_signin_campaign"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_wheel_chance" ADD CONSTRAINT "mkt_wheel_chance_wheel_id_mkt_wheel_id_fk" FOREIGN KEY ("wheel_id") REFERENCES "public"."mkt_wheel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_wheel_chance" ADD CONSTRAINT "mkt_wheel_chance_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_wheel_draw" ADD CONSTRAINT "mkt_wheel_draw_wheel_id_mkt_wheel_id_fk" FOREIGN KEY ("wheel_id") REFERENCES "public"."mkt_wheel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_wheel_draw" ADD CONSTRAINT "mkt_wheel_draw_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_wheel_draw" ADD CONSTRAINT "mkt_wheel_draw_prize_id_mkt_wheel_prize_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."mkt_wheel_prize"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_wheel_prize" ADD CONSTRAINT "mkt_wheel_prize_wheel_id_mkt_wheel_id_fk" FOREIGN KEY ("wheel_id") REFERENCES "public"."mkt_wheel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_wheel" ADD CONSTRAINT "mkt_wheel_budget_id_fin_budget_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."fin_budget"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mem_notification_event_uq" ON "mem_notification" USING btree ("event_id","member_id");--> statement-breakpoint
CREATE INDEX "mem_notification_member_ix" ON "mem_notification" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_consumer_group_uq" ON "outbox_consumer" USING btree ("group_name");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_delivery_group_event_uq" ON "outbox_delivery" USING btree ("group_name","event_id");--> statement-breakpoint
CREATE INDEX "outbox_delivery_event_ix" ON "outbox_delivery" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_event_topic_key_uq" ON "outbox_event" USING btree ("topic","key");--> statement-breakpoint
CREATE INDEX "outbox_event_due_ix" ON "outbox_event" USING btree ("next_attempt_at") WHERE "outbox_event"."status" in ('PENDING', 'FAILED');--> statement-breakpoint
CREATE INDEX "outbox_event_status_ix" ON "outbox_event" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "outbox_event_created_ix" ON "outbox_event" USING btree ("created_at");--> statement-breakpoint
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
CREATE UNIQUE INDEX "content_site_info_revision_uq" ON "content_site_info_revision" USING btree ("site_info_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_award_campaign_code_uq" ON "mkt_award_campaign" USING btree ("code");--> statement-breakpoint
CREATE INDEX "mkt_award_campaign_status_idx" ON "mkt_award_campaign" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_award_batch_item_uq" ON "mkt_award_grant_batch_item" USING btree ("batch_id","line");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_award_grant_no_uq" ON "mkt_award_grant" USING btree ("grant_no");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_award_grant_evidence_uq" ON "mkt_award_grant" USING btree ("campaign_id","member_id","evidence_ref");--> statement-breakpoint
CREATE INDEX "mkt_award_grant_created_idx" ON "mkt_award_grant" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "mkt_award_grant_member_idx" ON "mkt_award_grant" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_red_envelope_claim_member_uq" ON "mkt_red_envelope_claim" USING btree ("envelope_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_red_envelope_claim_seq_uq" ON "mkt_red_envelope_claim" USING btree ("envelope_id","seq");--> statement-breakpoint
CREATE INDEX "mkt_red_envelope_claim_created_idx" ON "mkt_red_envelope_claim" USING btree ("claimed_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_red_envelope_share_uq" ON "mkt_red_envelope_share" USING btree ("envelope_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_red_envelope_no_uq" ON "mkt_red_envelope" USING btree ("envelope_no");--> statement-breakpoint
CREATE INDEX "mkt_red_envelope_created_idx" ON "mkt_red_envelope" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "mkt_red_envelope_expiry_idx" ON "mkt_red_envelope" USING btree ("expires_at") WHERE "mkt_red_envelope"."status" = 'ACTIVE';--> statement-breakpoint
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
CREATE UNIQUE INDEX "mkt_redeem_record_member_uq" ON "mkt_redeem_record" USING btree ("batch_id","member_id","member_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_points_account_member_uq" ON "mkt_points_account" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_points_exchange_no_uq" ON "mkt_points_exchange" USING btree ("exchange_no");--> statement-breakpoint
CREATE INDEX "mkt_points_exchange_member_idx" ON "mkt_points_exchange" USING btree ("member_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_points_grant_no_uq" ON "mkt_points_grant" USING btree ("grant_no");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_points_item_code_uq" ON "mkt_points_item" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_points_log_ref_uq" ON "mkt_points_log" USING btree ("ref_type","ref_id","source");--> statement-breakpoint
CREATE INDEX "mkt_points_log_member_idx" ON "mkt_points_log" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_signin_campaign_code_uq" ON "mkt_signin_campaign" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_signin_record_uq" ON "mkt_signin_record" USING btree ("member_id","campaign_id","sign_date");--> statement-breakpoint
CREATE INDEX "mkt_signin_record_campaign_idx" ON "mkt_signin_record" USING btree ("campaign_id","sign_date");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_wheel_chance_uq" ON "mkt_wheel_chance" USING btree ("wheel_id","member_id","source","source_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_wheel_draw_no_uq" ON "mkt_wheel_draw" USING btree ("draw_no");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_wheel_draw_nonce_uq" ON "mkt_wheel_draw" USING btree ("wheel_id","member_id","nonce");--> statement-breakpoint
CREATE INDEX "mkt_wheel_draw_wheel_idx" ON "mkt_wheel_draw" USING btree ("wheel_id","drawn_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_wheel_prize_slot_uq" ON "mkt_wheel_prize" USING btree ("wheel_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_wheel_code_uq" ON "mkt_wheel" USING btree ("code");