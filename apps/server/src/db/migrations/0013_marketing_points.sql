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