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
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
ALTER TABLE "ctr_product" ADD CONSTRAINT "ctr_product_index_source_id_ctr_index_source_id_fk" FOREIGN KEY ("index_source_id") REFERENCES "public"."ctr_index_source"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_price_sample" ADD CONSTRAINT "ctr_price_sample_index_source_id_ctr_index_source_id_fk" FOREIGN KEY ("index_source_id") REFERENCES "public"."ctr_index_source"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_test_member" ADD CONSTRAINT "ctr_test_member_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ctr_product_symbol_uq" ON "ctr_product" USING btree ("symbol");--> statement-breakpoint
CREATE UNIQUE INDEX "ctr_index_source_code_uq" ON "ctr_index_source" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "ctr_price_sample_source_ts_uq" ON "ctr_price_sample" USING btree ("index_source_id","ts");--> statement-breakpoint
CREATE UNIQUE INDEX "ctr_price_sample_prev_uq" ON "ctr_price_sample" USING btree ("index_source_id","prev_hash");--> statement-breakpoint
CREATE INDEX "ctr_price_sample_source_id_idx" ON "ctr_price_sample" USING btree ("index_source_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ctr_test_member_member_uq" ON "ctr_test_member" USING btree ("member_id");