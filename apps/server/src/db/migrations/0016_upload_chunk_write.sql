CREATE TABLE "sys_upload_chunk_write" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_upload_chunk_write_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" bigint NOT NULL,
	"instance_id" text NOT NULL,
	"chunk_number" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_upload_chunk_write" ADD CONSTRAINT "sys_upload_chunk_write_session_id_sys_upload_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sys_upload_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_upload_chunk_write_session_idx" ON "sys_upload_chunk_write" USING btree ("session_id");