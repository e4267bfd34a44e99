-- An IP black-list entry's reason is kept in each console language ({"zh-cn","en","zh-tw"}): the
-- automatic block wrote "3 failed sign-ins within 10 minutes" for every reader. An operator's words
-- are kept as written, the same in each language; the automatic block's own words are reworded.
ALTER TABLE "risk_ip_blacklist" ALTER COLUMN "reason" SET DATA TYPE jsonb USING (
  CASE WHEN "source" = 'AUTO_LOGIN_FAILURES' AND "reason" ~ '^\d+ failed sign-ins within \d+ minutes$' THEN jsonb_build_object(
    'zh-cn', regexp_replace("reason", '^(\d+) failed sign-ins within (\d+) minutes$', '\2 分钟内登录失败 \1 次'),
    'en', "reason",
    'zh-tw', regexp_replace("reason", '^(\d+) failed sign-ins within (\d+) minutes$', '\2 分鐘內登入失敗 \1 次'))
  ELSE jsonb_build_object('zh-cn', "reason", 'en', "reason", 'zh-tw', "reason") END);
