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
CREATE UNIQUE INDEX "copy_profit_share_day_uq" ON "copy_profit_share_day" USING btree ("follow_id","day");