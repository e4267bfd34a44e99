import { count } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { IP_BLACKLIST_APPROVE_PERMISSION, ipBlacklistResource } from '@ledgerdesk/shared/resources/risk/ip-blacklist';
import { ipRecordResource } from '@ledgerdesk/shared/resources/risk/ip-record';
import { IP_RECORD_VIEW_PERMISSION, LOGIN_FAILURE_REASON_DICT } from '@ledgerdesk/shared/resources/risk/login-event-fields';
import { loginErrorResource } from '@ledgerdesk/shared/resources/risk/login-error';
import { otpResource } from '@ledgerdesk/shared/resources/risk/otp';
import type { Db } from '../../client';
import { ipBlacklist, memberLocks, memberLoginEvents, members, otpDispatches } from '../../schema';
import { resourceMenuSeed } from '../resource-menu-seed';
import type { AreaSeed } from './area-seed';
import { verbatim } from '../../../lib/text-per-language';
import { failuresReason } from '../../../modules/risk/auto-block';

/**
 * Menus and dictionaries of the risk area (issue 14): a `risk` directory with the IP black list,
 * the IP record, login errors and members' verification codes. The super role only until a role
 * is granted them (addresses and sign-in traces are personal data).
 */
export const RISK_SEED: AreaSeed = {
  menus: [
    {
      key: 'risk',
      type: 'M',
      path: '/risk',
      name: 'risk',
      component: 'layout/routerView/parent',
      redirect: '/risk/ip-blacklist',
      title: '风控安全',
      titleEn: 'Risk and security',
      titleZhTw: '風控安全',
      icon: 'SafetyOutlined',
      sort: 80,
    },
    ...resourceMenuSeed(ipBlacklistResource),
    { key: 'risk.ip-blacklist.approve', parent: 'risk.ip-blacklist', type: 'F', title: '审批移除合规条目', titleEn: 'Approve removing compliance entries', titleZhTw: '審批移除合規條目', permission: IP_BLACKLIST_APPROVE_PERMISSION, sort: 9 },
    ...resourceMenuSeed(ipRecordResource),
    { key: 'risk.ip-record.view', parent: 'risk.ip-record', type: 'F', title: '查看完整账号与设备', titleEn: 'See accounts and devices whole', titleZhTw: '檢視完整帳號與裝置', permission: IP_RECORD_VIEW_PERMISSION, sort: 9 },
    ...resourceMenuSeed(loginErrorResource),
    ...resourceMenuSeed(otpResource),
  ],
  dicts: [
    {
      type: LOGIN_FAILURE_REASON_DICT,
      name: ['会员登录失败原因', 'Member sign-in failure reason', '會員登入失敗原因'],
      data: [
        ['BAD_PASSWORD', ['密码错误', 'Wrong password', '密碼錯誤'], 'error'],
        ['UNKNOWN_ACCOUNT', ['账号不存在', 'Unknown account', '帳號不存在'], 'warning'],
        ['CAPTCHA_FAILED', ['验证码错误', 'Captcha failed', '驗證碼錯誤'], 'warning'],
        ['LOCKED', ['账号已锁定', 'Account locked', '帳號已鎖定'], 'error'],
        ['IP_BLOCKED', ['IP 已封禁', 'IP blocked', 'IP 已封鎖'], 'error'],
        ['2FA_FAILED', ['两步验证失败', 'Two-factor check failed', '兩步驗證失敗'], 'error'],
      ],
    },
    // Staff sign-ins the black list refused (modules/risk/ip-guard.ts), beside the login log's other results.
    { type: 'sys_login_result', name: ['登录结果', 'Sign-in result', '登入結果'], data: [['ipBlocked', ['IP 黑名单拒绝', 'Refused: IP black list', 'IP 黑名單拒絕'], 'error']] },
  ],
};

const MINUTE = 60_000;

/** A deterministic pseudo-random sequence, so the demo looks the same on every first start. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const PLACES = [
  { country: 'SG', city: 'Singapore', asn: 'AS4773', net: '203.0.113.' },
  { country: 'HK', city: 'Hong Kong', asn: 'AS4760', net: '198.51.100.' },
  { country: 'JP', city: 'Tokyo', asn: 'AS2516', net: '192.0.2.' },
  { country: 'DE', city: 'Frankfurt', asn: 'AS3320', net: '2001:db8:10::' },
];
const AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36',
];
const REASONS = ['BAD_PASSWORD', 'BAD_PASSWORD', 'BAD_PASSWORD', 'UNKNOWN_ACCOUNT', 'CAPTCHA_FAILED', '2FA_FAILED'] as const;

/**
 * Demo rows that make the risk pages meaningful on first start (SEED_DEMO): members' sign-ins over
 * the last two weeks (a few addresses and one device shared by several members, a burst of
 * failures from one address in the last hour), a lock on one member, code dispatches (only a hash
 * of each code, of a random value nobody knows), and black-list entries away from any address a
 * console here connects from (never loopback). Runs once ever: it does nothing when events exist.
 */
export async function seedRiskDemo(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(memberLoginEvents);
  if (existing!.n > 0) return;
  const memberRows = await db.select({ id: members.id, account: members.account }).from(members).orderBy(members.id).limit(12);
  if (memberRows.length < 3) return;
  const random = sequence(20_260_101);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const now = Date.now();
  const events: Array<typeof memberLoginEvents.$inferInsert> = [];

  memberRows.forEach((member, index) => {
    const home = PLACES[index % PLACES.length]!;
    const ip = `${home.net}${10 + index}`;
    const device = `dev-${(index + 1).toString(16).padStart(4, '0')}`;
    for (let i = 0; i < 6; i += 1) {
      const failed = random() < 0.2;
      events.push({
        memberId: member.id,
        account: member.account,
        ip,
        ipCountry: home.country,
        ipCity: home.city,
        asn: home.asn,
        userAgent: AGENTS[index % AGENTS.length]!,
        deviceId: device,
        result: failed ? 'FAILURE' : 'SUCCESS',
        failureReason: failed ? pick(REASONS) : '',
        method: random() < 0.8 ? 'PASSWORD' : 'SMS',
        createdAt: new Date(now - Math.floor(random() * 14 * 24 * 60) * MINUTE),
      });
    }
  });
  // One address and one device several members use: what the "shared" pivot is for.
  const ring = memberRows.slice(0, Math.min(4, memberRows.length));
  ring.forEach((member, i) => {
    events.push({
      memberId: member.id,
      account: member.account,
      ip: '198.51.100.77',
      ipCountry: 'HK',
      ipCity: 'Hong Kong',
      asn: 'AS4760',
      userAgent: AGENTS[1]!,
      deviceId: 'dev-shared-7f3a',
      result: 'SUCCESS',
      method: 'PASSWORD',
      createdAt: new Date(now - (i + 1) * 90 * MINUTE),
    });
  });
  // A burst of guesses from one address in the last hour, at known and unknown accounts.
  for (let i = 0; i < 14; i += 1) {
    const member = i % 3 === 0 ? null : pick(memberRows);
    events.push({
      memberId: member?.id ?? null,
      account: member?.account ?? `user${1000 + i}`,
      ip: '192.0.2.201',
      ipCountry: 'JP',
      ipCity: 'Osaka',
      asn: 'AS9999',
      userAgent: 'python-requests/2.31',
      deviceId: '',
      result: 'FAILURE',
      failureReason: member ? 'BAD_PASSWORD' : 'UNKNOWN_ACCOUNT',
      method: 'PASSWORD',
      createdAt: new Date(now - (i * 3 + 2) * MINUTE),
    });
  }
  await db.insert(memberLoginEvents).values(events);

  const locked = memberRows[1]!;
  await db.insert(memberLocks).values([
    { memberId: locked.id, reason: '5 wrong passwords in a row', lockedUntil: new Date(now + 30 * MINUTE), createdAt: new Date(now - 20 * MINUTE) },
    {
      memberId: memberRows[2]!.id,
      reason: '5 wrong passwords in a row',
      lockedUntil: new Date(now - 3 * 24 * 60 * MINUTE),
      unlockedAt: new Date(now - 3 * 24 * 60 * MINUTE - 10 * MINUTE),
      unlockRemark: 'Member called support; identity checked',
      createdAt: new Date(now - 3 * 24 * 60 * MINUTE - 30 * MINUTE),
    },
  ]);

  const statuses = ['DELIVERED', 'DELIVERED', 'DELIVERED', 'SENT', 'FAILED'] as const;
  const purposes = ['LOGIN', 'WITHDRAW', 'REGISTER', 'RESET_PASSWORD', 'CHANGE_2FA'] as const;
  await db.insert(otpDispatches).values(
    Array.from({ length: 24 }, (_, i) => {
      const member = memberRows[i % memberRows.length]!;
      const status = pick(statuses);
      const sms = random() < 0.7;
      const at = now - Math.floor(random() * 7 * 24 * 60) * MINUTE;
      return {
        memberId: member.id,
        channel: sms ? 'SMS' : 'EMAIL',
        targetMasked: sms ? `138****${String(1000 + i * 37).slice(-4)}` : `${member.account[0] ?? 'm'}***@example.com`,
        purpose: pick(purposes),
        provider: sms ? 'sim-sms' : 'sim-mail',
        providerMsgId: status === 'FAILED' ? '' : `msg-${(at % 1_000_000).toString(36)}${i}`,
        status,
        ip: `${PLACES[i % PLACES.length]!.net}${10 + (i % memberRows.length)}`,
        // The hash of a random value no one keeps: the demo has no usable code either.
        codeHash: createHash('sha256').update(randomBytes(16)).digest('hex'),
        sentAt: new Date(at + 2000),
        expiresAt: new Date(at + 5 * MINUTE),
        verifiedAt: status === 'DELIVERED' && random() < 0.6 ? new Date(at + 40_000) : null,
        attempts: status === 'DELIVERED' ? 1 : 0,
        createdAt: new Date(at),
      };
    }),
  );

  await db.insert(ipBlacklist).values([
    { ipCidr: '192.0.2.201/32', scope: 'ALL_MEMBER_API', source: 'MANUAL', reason: verbatim('Credential stuffing against member accounts'), hitCount: 37, lastHitAt: new Date(now - 5 * MINUTE), createdAt: new Date(now - 50 * MINUTE) },
    { ipCidr: '203.0.113.0/24', scope: 'REGISTER', source: 'MANUAL', reason: verbatim('Mass registrations from a hosting range'), expiresAt: new Date(now + 20 * 24 * 60 * MINUTE), hitCount: 212, lastHitAt: new Date(now - 2 * 60 * MINUTE) },
    { ipCidr: '2001:db8:bad::/48', scope: 'ALL_MEMBER_API', source: 'COMPLIANCE', reason: verbatim('Sanctioned network (compliance notice 2026-14)'), hitCount: 0 },
    { ipCidr: '198.18.0.0/15', scope: 'LOGIN', source: 'AUTO_LOGIN_FAILURES', reason: failuresReason(25, 10), status: 'DISABLED', expiresAt: new Date(now + 40 * MINUTE), hitCount: 4 },
  ]);
}
