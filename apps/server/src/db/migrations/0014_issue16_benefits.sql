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
ALTER TABLE "mkt_coupon" DROP CONSTRAINT "mkt_coupon_via_ck";--> statement-breakpoint
ALTER TABLE "mkt_redeem_batch" DROP CONSTRAINT "mkt_redeem_batch_kind_ck";--> statement-breakpoint
ALTER TABLE "content_banner" ADD COLUMN "translation_group" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "content_news_article" ADD COLUMN "translation_group" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "content_notice" ADD COLUMN "translation_group" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "mkt_redeem_batch" ADD COLUMN "points" integer;--> statement-breakpoint
ALTER TABLE "mkt_points_item" ADD COLUMN "coupon_template_id" bigint;--> statement-breakpoint
ALTER TABLE "mkt_points_item" ADD COLUMN "trial_template_id" bigint;--> statement-breakpoint
ALTER TABLE "mkt_wheel_prize" ADD COLUMN "coupon_template_id" bigint;--> statement-breakpoint
ALTER TABLE "mkt_wheel_prize" ADD COLUMN "trial_template_id" bigint;--> statement-breakpoint
ALTER TABLE "mkt_benefit_issue" ADD CONSTRAINT "mkt_benefit_issue_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_benefit_issue_ref_uq" ON "mkt_benefit_issue" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "mkt_benefit_issue_member_idx" ON "mkt_benefit_issue" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_revision_uq" ON "content_revision" USING btree ("subject_type","subject_id","version");--> statement-breakpoint
CREATE INDEX "content_revision_subject_idx" ON "content_revision" USING btree ("subject_type","subject_id","id");--> statement-breakpoint
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