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
ALTER TABLE "mem_notification" ADD CONSTRAINT "mem_notification_member_id_mem_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."mem_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_delivery" ADD CONSTRAINT "outbox_delivery_event_id_outbox_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."outbox_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mem_notification_event_uq" ON "mem_notification" USING btree ("event_id","member_id");--> statement-breakpoint
CREATE INDEX "mem_notification_member_ix" ON "mem_notification" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_consumer_group_uq" ON "outbox_consumer" USING btree ("group_name");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_delivery_group_event_uq" ON "outbox_delivery" USING btree ("group_name","event_id");--> statement-breakpoint
CREATE INDEX "outbox_delivery_event_ix" ON "outbox_delivery" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_event_topic_key_uq" ON "outbox_event" USING btree ("topic","key");--> statement-breakpoint
CREATE INDEX "outbox_event_due_ix" ON "outbox_event" USING btree ("next_attempt_at") WHERE "outbox_event"."status" in ('PENDING', 'FAILED');--> statement-breakpoint
CREATE INDEX "outbox_event_status_ix" ON "outbox_event" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "outbox_event_created_ix" ON "outbox_event" USING btree ("created_at");