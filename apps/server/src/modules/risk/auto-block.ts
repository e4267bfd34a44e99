import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TextPerLanguage } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { ipBlacklist, loginLogs } from '../../db/schema';
import { bumpRevision } from '../../lib/revisions';
import type { AreaDeps } from '../area-deps';
import type { JobText } from '../../lib/job-text';
import { isLoopback, parseAddress, parseCidr } from './cidr';
import { RISK_BUILT_IN_PARAMS, RISK_CONFIG_KEYS } from '../../lib/risk-params';

/** An automatic entry's reason: how many sign-ins failed from the address, and within how long. */
export const failuresReason = (failures: number, windowMinutes: number): TextPerLanguage => ({
  'zh-cn': `${windowMinutes} 分钟内登录失败 ${failures} 次`,
  en: `${failures} failed sign-ins within ${windowMinutes} minutes`,
  'zh-tw': `${windowMinutes} 分鐘內登入失敗 ${failures} 次`,
});

/** Failures that are password guessing (not a refused captcha, a disabled account or a lock-screen check). */
const GUESSING_REASONS = ['badCredentials', 'accountLocked'];

type ConfigParams = AreaDeps['params'];

async function setting(params: ConfigParams, key: string): Promise<number> {
  const param = RISK_BUILT_IN_PARAMS.find((p) => p.key === key)!;
  return params.number(key, Number(param.value), param.range);
}

/**
 * The automatic rule (catalogue §9.1): an address with at least N failed staff sign-ins within
 * the window (config parameters, read on every run) is listed for LOGIN, source
 * AUTO_LOGIN_FAILURES, until the block length has passed. An address already listed in force is
 * left alone; loopback never is listed (it is this machine, or every client behind a local proxy).
 * Counted from the login log itself, so it sees the attempts of every instance.
 */
export async function runAutoBlock(db: Db, params: ConfigParams): Promise<JobText> {
  const [failures, windowMinutes, blockMinutes] = await Promise.all([
    setting(params, RISK_CONFIG_KEYS.autoBlockFailures),
    setting(params, RISK_CONFIG_KEYS.autoBlockWindowMinutes),
    setting(params, RISK_CONFIG_KEYS.autoBlockMinutes),
  ]);
  return db.transaction(async (tx) => {
    const offenders = await tx
      .select({ ip: loginLogs.ip, failures: sql<number>`count(*)::int` })
      .from(loginLogs)
      .where(and(eq(loginLogs.success, false), inArray(loginLogs.reason, GUESSING_REASONS), gt(loginLogs.createdAt, sql`now() - make_interval(mins => ${windowMinutes})`)))
      .groupBy(loginLogs.ip)
      .having(sql`count(*) >= ${failures}`);
    const candidates = offenders.flatMap((o) => {
      const address = parseAddress(o.ip);
      const cidr = parseCidr(o.ip);
      return address && !isLoopback(address) && !('problem' in cidr) ? [{ cidr: cidr.text, failures: o.failures }] : [];
    });
    if (candidates.length === 0) return { 'zh-cn': '没有超过限制的地址', en: 'no address over the limit', 'zh-tw': '沒有超過限制的位址' };
    const listed = await tx
      .select({ ipCidr: ipBlacklist.ipCidr })
      .from(ipBlacklist)
      .where(
        and(
          inArray(ipBlacklist.ipCidr, candidates.map((c) => c.cidr)),
          inArray(ipBlacklist.scope, ['LOGIN', 'ADMIN_CONSOLE']),
          eq(ipBlacklist.status, 'ACTIVE'),
          sql`(${ipBlacklist.expiresAt} is null or ${ipBlacklist.expiresAt} > now())`,
        ),
      );
    const already = new Set(listed.map((l) => l.ipCidr));
    const fresh = candidates.filter((c) => !already.has(c.cidr));
    if (fresh.length === 0) {
      return { 'zh-cn': '超过限制的地址均已列入名单', en: 'every address over the limit is already listed', 'zh-tw': '超過限制的位址均已列入名單' };
    }
    await tx.insert(ipBlacklist).values(
      fresh.map((c) => ({
        ipCidr: c.cidr,
        scope: 'LOGIN',
        source: 'AUTO_LOGIN_FAILURES',
        reason: failuresReason(c.failures, windowMinutes),
        expiresAt: sql`now() + make_interval(mins => ${blockMinutes})`,
      })),
    );
    await bumpRevision(tx, 'risk');
    const addresses = fresh.map((c) => c.cidr).join(', ');
    return {
      'zh-cn': `列入 ${fresh.length} 个地址：${addresses}`,
      en: `listed ${fresh.length} address(es): ${addresses}`,
      'zh-tw': `列入 ${fresh.length} 個位址：${addresses}`,
    };
  });
}
