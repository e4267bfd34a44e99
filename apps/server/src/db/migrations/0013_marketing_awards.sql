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
ALTER TABLE "mkt_award_campaign" ADD CONSTRAINT "mkt_award_campaign_budget_id_fin_budget_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."fin_budget"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_award_grant_batch_item" ADD CONSTRAINT "mkt_award_grant_batch_item_batch_id_mkt_award_grant_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."mkt_award_grant_batch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_award_grant_batch" ADD CONSTRAINT "mkt_award_grant_batch_campaign_id_mkt_award_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."mkt_award_campaign"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_award_grant" ADD CONSTRAINT "mkt_award_grant_campaign_id_mkt_award_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."mkt_award_campaign"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_award_grant" ADD CONSTRAINT "mkt_award_grant_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_red_envelope_claim" ADD CONSTRAINT "mkt_red_envelope_claim_envelope_id_mkt_red_envelope_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."mkt_red_envelope"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_red_envelope_claim" ADD CONSTRAINT "mkt_red_envelope_claim_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_red_envelope_share" ADD CONSTRAINT "mkt_red_envelope_share_envelope_id_mkt_red_envelope_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."mkt_red_envelope"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_red_envelope" ADD CONSTRAINT "mkt_red_envelope_budget_id_fin_budget_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."fin_budget"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "mkt_red_envelope_expiry_idx" ON "mkt_red_envelope" USING btree ("expires_at") WHERE "mkt_red_envelope"."status" = 'ACTIVE';