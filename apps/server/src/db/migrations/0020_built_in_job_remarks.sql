-- Built-in jobs were seeded with an English remark saying what they do, shown in every language.
-- Each handler now says it in each console language (JobHandler.description, shown beside the
-- handler), and new installs seed no remark. A remark still holding the words the seed wrote is
-- cleared; one an operator changed is theirs and stays.
UPDATE "sys_job" AS j SET "remark" = ''
FROM (VALUES
  ('recharge-expiry', 'PENDING recharges older than RECHARGE_EXPIRE_HOURS become EXPIRED'),
  ('idempotency-key-prune', 'Idempotency keys older than 24 hours are deleted'),
  ('content-live-refresh', 'Banners and notices whose window opened or closed since the last run'),
  ('contract-limit-fill', 'NEW limit orders whose price a later recorded index sample crossed fill at their own price'),
  ('contract-mark-liquidate', 'open positions marked at the latest recorded index sample; a mark across the liquidation price closes the position at it'),
  ('contract-index-ingest', 'Each ACTIVE index source: feed quotes → published method → hash-chained sample'),
  ('contract-delivery-settle', 'Result and payout = the published rule over the recorded open and close samples'),
  ('contract-term-apply', 'Index methods, product fees/leverage/margin, cycle payout ratios at their effective time'),
  ('contract-settlement-verify', 'Hash chains and every settled order against the sample at its time'),
  ('copy-lead-stats', 'roi/pnl/drawdown/win rate over 30 days from real deals, AUM and followers, as of yesterday (UTC)'),
  ('copy-profit-share', 'yesterday''s net P&L of each follow: rate × a positive day withheld; ended cycles paid to the lead and the rest refunded'),
  ('job-log-prune', 'Deletes job log rows older than keepDays days'),
  ('red-envelope-expiry', 'ACTIVE red envelopes past expires_at: EXPIRED, the unclaimed remainder back to the budget'),
  ('marketing-codes-expiry', 'UNUSED coupons past expires_at and code batches past their window become EXPIRED'),
  ('outbox-dispatch', 'Outbox events to their consumer groups; failures back off exponentially and become DEAD after maxAttempts'),
  ('outbox-purge', 'DELIVERED outbox events older than keepDays are deleted'),
  ('payout-reconcile', 'SENT or ACKED payout attempts older than 10 minutes are queried at their provider; unresolved ones become UNKNOWN'),
  ('report-daily-close', 'Closes yesterday''s statement of every currency from the money log.'),
  ('report-team-stats', 'Pays referral commissions on yesterday''s withdrawal fees, then rebuilds yesterday''s team figures.'),
  ('risk-ip-auto-block', 'risk.autoBlock.* config parameters: N failed staff sign-ins per address within the window list it for LOGIN'),
  ('rate-limit-prune', 'Ended rate-limit windows (sign-in, captcha, SMS limits) are deleted'),
  ('staking-accrual', 'Accrues yesterday (UTC) for every HOLDING order at the published rate, paid from the yield pool'),
  ('staking-settlement', 'REDEEM_REQUESTED → UNLOCKING → REDEEMED, HOLDING → MATURED once the last day has accrued'),
  ('trial-grant-expiry', 'ACTIVE trial grants past expires_at: EXPIRED, the remainder back to the budget'),
  ('upload-sweep', 'Partial uploads idle for 24 hours are deleted'),
  ('award-batch-resume', 'Award batches left QUEUED or abandoned RUNNING are carried on'),
  ('coupon-send-resume', 'Coupon sendings left QUEUED or abandoned RUNNING are carried on'),
  ('points-batch-resume', 'Points batch sends left QUEUED or abandoned RUNNING are carried on'),
  ('trial-grant-batch-resume', 'Batch grants left QUEUED or abandoned RUNNING are carried on')
) AS seeded("job_name", "remark")
WHERE j."built_in" AND j."job_name" = seeded."job_name" AND j."remark" = seeded."remark";
