-- Each list's default order served by an index (resource/default-order-index.test.ts): without one, page 1 of a
-- table that grows sorted the whole table (a million points-log rows: a scan and a top-N sort per page).
CREATE INDEX IF NOT EXISTS "sys_approval_created_idx" ON "sys_approval" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mem_trial_grant_created_idx" ON "mem_trial_grant" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "fin_address_blacklist_created_idx" ON "fin_address_blacklist" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "risk_member_lock_created_idx" ON "risk_member_lock" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rpt_team_stats_day_business_date_idx" ON "rpt_team_stats_day" USING btree ("business_date","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mkt_coupon_created_idx" ON "mkt_coupon" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mkt_points_exchange_created_idx" ON "mkt_points_exchange" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mkt_points_log_created_idx" ON "mkt_points_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mkt_signin_record_created_idx" ON "mkt_signin_record" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mkt_wheel_chance_created_idx" ON "mkt_wheel_chance" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mkt_wheel_draw_drawn_idx" ON "mkt_wheel_draw" USING btree ("drawn_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ctr_price_sample_ts_idx" ON "ctr_price_sample" USING btree ("ts","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ctr_test_member_created_idx" ON "ctr_test_member" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ctr_order_created_idx" ON "ctr_order" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ctr_position_margin_ratio_idx" ON "ctr_position" USING btree ("margin_ratio","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "copy_follow_started_idx" ON "copy_follow" USING btree ("started_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "copy_invite_use_used_idx" ON "copy_invite_use" USING btree ("used_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "copy_invite_created_idx" ON "copy_invite" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "copy_order_link_created_idx" ON "copy_order_link" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "copy_lead_trader_stats_day_computed_idx" ON "copy_lead_trader_stats_day" USING btree ("computed_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "copy_profit_share_cycle_cycle_end_idx" ON "copy_profit_share_cycle" USING btree ("cycle_end","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ctr_delivery_order_created_idx" ON "ctr_delivery_order" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ctr_settlement_check_created_idx" ON "ctr_settlement_check" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ctr_test_faucet_order_created_idx" ON "ctr_test_faucet_order" USING btree ("created_at","id");