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
ALTER TABLE "ctr_index_source" ADD COLUMN "outlier_percent" numeric(36, 18) DEFAULT '3' NOT NULL;--> statement-breakpoint
ALTER TABLE "ctr_test_member" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ctr_delivery_cycle" ADD CONSTRAINT "ctr_delivery_cycle_product_id_ctr_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ctr_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_delivery_order" ADD CONSTRAINT "ctr_delivery_order_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_delivery_order" ADD CONSTRAINT "ctr_delivery_order_product_id_ctr_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ctr_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_delivery_order" ADD CONSTRAINT "ctr_delivery_order_cycle_id_ctr_delivery_cycle_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."ctr_delivery_cycle"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_delivery_order" ADD CONSTRAINT "ctr_delivery_order_open_sample_id_ctr_price_sample_id_fk" FOREIGN KEY ("open_sample_id") REFERENCES "public"."ctr_price_sample"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_delivery_order" ADD CONSTRAINT "ctr_delivery_order_close_sample_id_ctr_price_sample_id_fk" FOREIGN KEY ("close_sample_id") REFERENCES "public"."ctr_price_sample"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_test_faucet_order" ADD CONSTRAINT "ctr_test_faucet_order_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ctr_delivery_cycle_product_duration_uq" ON "ctr_delivery_cycle" USING btree ("product_id","duration_seconds");--> statement-breakpoint
CREATE UNIQUE INDEX "ctr_delivery_order_no_uq" ON "ctr_delivery_order" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "ctr_delivery_order_due_idx" ON "ctr_delivery_order" USING btree ("status","close_at");--> statement-breakpoint
CREATE INDEX "ctr_delivery_order_member_idx" ON "ctr_delivery_order" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "ctr_delivery_order_close_sample_idx" ON "ctr_delivery_order" USING btree ("close_sample_id");--> statement-breakpoint
CREATE INDEX "ctr_term_change_due_idx" ON "ctr_term_change" USING btree ("status","effective_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ctr_test_faucet_order_no_uq" ON "ctr_test_faucet_order" USING btree ("order_no");