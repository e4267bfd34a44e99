DROP INDEX "sys_login_log_created_idx";--> statement-breakpoint
DROP INDEX "sys_oper_log_created_idx";--> statement-breakpoint
DROP INDEX "mem_kyc_created_idx";--> statement-breakpoint
DROP INDEX "mem_member_registered_idx";--> statement-breakpoint
DROP INDEX "fin_recharge_created_idx";--> statement-breakpoint
DROP INDEX "fin_recharge_member_idx";--> statement-breakpoint
DROP INDEX "fin_recharge_status_idx";--> statement-breakpoint
DROP INDEX "fin_recharge_pending_idx";--> statement-breakpoint
DROP INDEX "fin_withdraw_created_idx";--> statement-breakpoint
DROP INDEX "fin_withdraw_member_idx";--> statement-breakpoint
DROP INDEX "fin_withdraw_status_idx";--> statement-breakpoint
DROP INDEX "sys_job_log_started_idx";--> statement-breakpoint
CREATE INDEX "sys_login_log_created_idx" ON "sys_login_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sys_oper_log_created_idx" ON "sys_oper_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "mem_kyc_created_idx" ON "mem_kyc_application" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "mem_member_registered_idx" ON "mem_member" USING btree ("registered_at","id");--> statement-breakpoint
CREATE INDEX "fin_recharge_created_idx" ON "fin_recharge_order" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "fin_recharge_member_idx" ON "fin_recharge_order" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "fin_recharge_status_idx" ON "fin_recharge_order" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "fin_recharge_pending_idx" ON "fin_recharge_order" USING btree ("created_at") WHERE "fin_recharge_order"."status" in ('PENDING', 'PENDING_SECOND_REVIEW');--> statement-breakpoint
CREATE INDEX "fin_withdraw_created_idx" ON "fin_withdraw_order" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "fin_withdraw_member_idx" ON "fin_withdraw_order" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "fin_withdraw_status_idx" ON "fin_withdraw_order" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "sys_job_log_started_idx" ON "sys_job_log" USING btree ("started_at","id");