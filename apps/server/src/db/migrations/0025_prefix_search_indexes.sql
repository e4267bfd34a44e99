-- Searches by the start of a text, in any case (db/folded-text.ts): the prefix filters of the lists that grow
-- (accounts, addresses, IPs, log modules, business dates, queue keys) and the reference pickers on such tables.
-- Each is an index on lower(column) in byte order ("C"), which answers `like 'abc%'` whatever the database's
-- locale: the plain indexes did only on a database created with "C" (PGlite), elsewhere the search read the table.
CREATE INDEX IF NOT EXISTS "sys_login_log_user_name_folded_idx" ON "sys_login_log" USING btree (lower("user_name") collate "C");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sys_login_log_ip_folded_idx" ON "sys_login_log" USING btree (lower("ip") collate "C");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sys_oper_log_module_folded_idx" ON "sys_oper_log" USING btree (lower("module") collate "C");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sys_oper_log_user_name_folded_idx" ON "sys_oper_log" USING btree (lower("user_name") collate "C");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sys_oper_log_ip_folded_idx" ON "sys_oper_log" USING btree (lower("ip") collate "C");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mem_member_account_folded_idx" ON "mem_member" USING btree (lower("account") collate "C");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mem_member_nickname_folded_idx" ON "mem_member" USING btree (lower("nickname") collate "C");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mem_member_phone_folded_idx" ON "mem_member" USING btree (lower("phone") collate "C");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sys_job_log_job_name_folded_idx" ON "sys_job_log" USING btree (lower("job_name") collate "C");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "fin_address_blacklist_address_folded_idx" ON "fin_address_blacklist" USING btree (lower("address") collate "C");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "fin_recharge_address_address_folded_idx" ON "fin_recharge_address" USING btree (lower("address") collate "C");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "risk_ip_blacklist_ip_cidr_folded_idx" ON "risk_ip_blacklist" USING btree (lower("ip_cidr") collate "C");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "risk_member_login_event_account_folded_idx" ON "risk_member_login_event" USING btree (lower("account") collate "C");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "risk_otp_dispatch_target_masked_folded_idx" ON "risk_otp_dispatch" USING btree (lower("target_masked") collate "C");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "risk_otp_dispatch_ip_folded_idx" ON "risk_otp_dispatch" USING btree (lower("ip") collate "C");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_event_key_folded_idx" ON "outbox_event" USING btree (lower("key") collate "C");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mkt_red_envelope_envelope_no_folded_idx" ON "mkt_red_envelope" USING btree (lower("envelope_no") collate "C");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stk_accrual_accrual_date_folded_idx" ON "stk_accrual" USING btree (lower("accrual_date") collate "C");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stk_order_matures_on_folded_idx" ON "stk_order" USING btree (lower("matures_on") collate "C");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stk_order_order_no_folded_idx" ON "stk_order" USING btree (lower("order_no") collate "C");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stk_rate_day_rate_date_folded_idx" ON "stk_rate_day" USING btree (lower("rate_date") collate "C");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ctr_order_order_no_folded_idx" ON "ctr_order" USING btree (lower("order_no") collate "C");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "copy_follow_follow_no_folded_idx" ON "copy_follow" USING btree (lower("follow_no") collate "C");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "copy_invite_code_folded_idx" ON "copy_invite" USING btree (lower("code") collate "C");