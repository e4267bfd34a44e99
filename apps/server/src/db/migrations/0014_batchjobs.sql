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
ALTER TABLE "mkt_award_grant_batch_item" ALTER COLUMN "status" SET DEFAULT 'PENDING';--> statement-breakpoint
ALTER TABLE "mkt_award_grant_batch_item" ADD COLUMN "member_id" bigint;--> statement-breakpoint
ALTER TABLE "mkt_award_grant_batch" ADD COLUMN "status" text DEFAULT 'QUEUED' NOT NULL;--> statement-breakpoint
ALTER TABLE "mkt_points_grant_batch_item" ADD CONSTRAINT "mkt_points_grant_batch_item_batch_id_mkt_points_grant_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."mkt_points_grant_batch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_points_grant_batch_item" ADD CONSTRAINT "mkt_points_grant_batch_item_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_points_grant_batch_item" ADD CONSTRAINT "mkt_points_grant_batch_item_grant_id_mkt_points_grant_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."mkt_points_grant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_points_grant_batch_item_uq" ON "mkt_points_grant_batch_item" USING btree ("batch_id","member_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_points_grant_batch_no_uq" ON "mkt_points_grant_batch" USING btree ("batch_no");