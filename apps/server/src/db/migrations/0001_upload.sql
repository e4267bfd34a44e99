CREATE TABLE "sys_file" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"ext" text NOT NULL,
	"category" text NOT NULL,
	"size" bigint NOT NULL,
	"md5" text NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"owner_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "sys_upload_session" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_upload_session_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"identifier" text NOT NULL,
	"total_size" bigint NOT NULL,
	"total_chunks" integer NOT NULL,
	"chunk_size" integer NOT NULL,
	"filename" text NOT NULL,
	"status" text DEFAULT 'UPLOADING' NOT NULL,
	"file_id" bigint,
	"merge_started_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
ALTER TABLE "sys_file" ADD CONSTRAINT "sys_file_owner_id_sys_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_upload_session" ADD CONSTRAINT "sys_upload_session_owner_id_sys_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_upload_session" ADD CONSTRAINT "sys_upload_session_file_id_sys_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."sys_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_file_md5_size_idx" ON "sys_file" USING btree ("md5","size");--> statement-breakpoint
CREATE INDEX "sys_file_storage_key_idx" ON "sys_file" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "sys_file_owner_idx" ON "sys_file" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_upload_session_owner_identifier_uq" ON "sys_upload_session" USING btree ("owner_id","identifier","total_size");--> statement-breakpoint
CREATE INDEX "sys_upload_session_activity_idx" ON "sys_upload_session" USING btree ("last_activity_at");