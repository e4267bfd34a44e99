ALTER TABLE "sys_oidc_request" ADD COLUMN "exchange_hash" text;--> statement-breakpoint
ALTER TABLE "sys_oidc_request" ADD COLUMN "user_id" bigint;--> statement-breakpoint
ALTER TABLE "sys_oidc_request" ADD COLUMN "exchanged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sys_oidc_request" ADD CONSTRAINT "sys_oidc_request_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_oidc_request" ADD CONSTRAINT "sys_oidc_request_exchange_hash_unique" UNIQUE("exchange_hash");