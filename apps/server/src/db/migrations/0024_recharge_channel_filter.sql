-- The recharge list filtered by channel (finance/recharge `channel`, filter `in`): without it, a channel few
-- orders came through was found by reading the whole table in the list's order.
CREATE INDEX IF NOT EXISTS "fin_recharge_channel_idx" ON "fin_recharge_order" USING btree ("channel","created_at","id");
