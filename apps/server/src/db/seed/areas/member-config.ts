import { eq, inArray } from 'drizzle-orm';
import {
  CONFIG_CHANGE_REASON_DICT,
  DEFAULT_MEMBER_CONFIG,
  FEE_TIER_DICT,
  NOTICE_TEMPLATE_DICT,
  RESTRICTION_REASON_DICT,
  type MemberConfigValues,
} from '@ledgerdesk/shared/member-config';
import { memberConfigResource } from '@ledgerdesk/shared/resources/member/config';
import type { Db } from '../../client';
import { memberConfigChanges, memberConfigs, members, users } from '../../schema';
import { resourceMenuSeed } from '../resource-menu-seed';
import type { AreaSeed } from './area-seed';

/**
 * Member config (catalogue §2.1): the page with its export and change buttons, a view button for
 * a member without a row yet (the demo operator's role gets these), and the approve button (the
 * second operator of a four-eyes change), granted by an administrator on purpose like the
 * Approvals page. Dictionaries: fee tiers, restriction reasons, change
 * reasons, and the reviewed notice templates a restricted member is shown (never free text).
 */
export const MEMBER_CONFIG_SEED: AreaSeed = {
  menus: [
    ...resourceMenuSeed(memberConfigResource),
    { key: 'member.config.view', parent: 'member.config', type: 'F', title: '查看会员配置', titleEn: 'View a member config', titleZhTw: '檢視會員設定', permission: 'member/config/view', sort: 8, roles: ['common'] },
    { key: 'member.config.approve', parent: 'member.config', type: 'F', title: '审批会员配置变更', titleEn: 'Approve member config changes', titleZhTw: '審批會員設定變更', permission: 'member/config/approve', sort: 9 },
  ],
  dicts: [
    {
      type: FEE_TIER_DICT,
      name: ['费率等级', 'Fee tier', '費率等級'],
      data: [
        ['DEFAULT', ['默认', 'Default', '預設'], 'default', true],
        ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => [`VIP${n}`, [`VIP${n}`, `VIP${n}`, `VIP${n}`], n >= 5 ? 'warning' : 'processing'] as const),
      ],
    },
    {
      type: RESTRICTION_REASON_DICT,
      name: ['限制原因', 'Restriction reason', '限制原因'],
      data: [
        ['AML_REVIEW', ['反洗钱审查', 'AML review', '反洗錢審查'], 'error'],
        ['KYC_EXPIRED', ['实名认证过期', 'KYC expired', '實名認證過期'], 'warning'],
        ['COURT_ORDER', ['司法要求', 'Court order', '司法要求'], 'error'],
        ['MEMBER_REQUEST', ['会员本人申请', 'Member request', '會員本人申請'], 'processing'],
        ['OTHER', ['其他', 'Other', '其他'], 'default'],
      ],
    },
    {
      type: CONFIG_CHANGE_REASON_DICT,
      name: ['配置变更原因', 'Config change reason', '設定變更原因'],
      data: [
        ['REVIEW_COMPLETED', ['复核完成', 'Review completed', '複核完成'], 'success'],
        ['COMPLIANCE_REQUEST', ['合规要求', 'Compliance request', '合規要求'], 'warning'],
        ['MEMBER_REQUEST', ['会员本人申请', 'Member request', '會員本人申請'], 'processing'],
        ['KYC_UPDATED', ['实名信息更新', 'KYC updated', '實名資料更新'], 'processing'],
        ['LEGAL_ORDER', ['司法要求', 'Legal order', '司法要求'], 'error'],
        ['RISK_SIGNAL', ['风控信号', 'Risk signal', '風控訊號'], 'warning'],
        ['CORRECTION', ['更正录入错误', 'Correction of an entry', '更正錄入錯誤'], 'default'],
        ['OTHER', ['其他', 'Other', '其他'], 'default'],
      ],
    },
    {
      type: NOTICE_TEMPLATE_DICT,
      name: ['会员通知模板', 'Member notice template', '會員通知範本'],
      data: [
        ['ACCOUNT_UNDER_REVIEW', ['您的账户正在接受例行合规审查，审查结束后将恢复相关功能。', 'Your account is under a routine compliance review; the paused features resume when it ends.', '您的帳戶正在接受例行合規審查，審查結束後將恢復相關功能。'], 'warning'],
        ['WITHDRAWALS_PAUSED_REVIEW', ['您的提现在审查期间暂停，您的资产安全且不受影响。', 'Withdrawals are paused during a review; your assets are safe and unaffected.', '您的提領在審查期間暫停，您的資產安全且不受影響。'], 'warning'],
        ['KYC_RENEWAL_REQUIRED', ['请更新您的实名认证资料以恢复全部功能。', 'Please renew your identity verification to restore every feature.', '請更新您的實名認證資料以恢復全部功能。'], 'processing'],
        ['PAUSED_AT_MEMBER_REQUEST', ['应您的要求，部分功能已暂停；联系客服即可恢复。', 'Some features are paused at your request; contact support to restore them.', '應您的要求，部分功能已暫停；聯絡客服即可恢復。'], 'default'],
        ['LEGAL_HOLD', ['根据法律要求，部分功能暂时受限。', 'Some features are limited for now under a legal requirement.', '根據法律要求，部分功能暫時受限。'], 'error'],
      ],
    },
  ],
};

const DAY = 86_400_000;

/**
 * A few demo members with configs (each with its change row): withdrawals held for an AML review,
 * sign-in and trading paused until KYC is renewed, a test account and a VIP tier with limits.
 * Skipped once any member config exists, so it is written once.
 */
export async function seedMemberConfigDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [any] = await tx.select({ id: memberConfigs.id }).from(memberConfigs).limit(1);
    if (any) return;
    const demo = await tx
      .select({ id: members.id, account: members.account })
      .from(members)
      .where(inArray(members.account, ['demo_grace', 'demo_heidi', 'demo_ivan', 'demo_judy']));
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.userName, 'admin'));
    const idOf = (account: string) => demo.find((m) => m.account === account)?.id;
    const soon = (days: number) => new Date(Date.now() + days * DAY).toISOString();
    const configs: Array<[string, Partial<MemberConfigValues>, string]> = [
      ['demo_grace', { canWithdraw: false, restrictionReasonCode: 'AML_REVIEW', memberNoticeTemplate: 'WITHDRAWALS_PAUSED_REVIEW', reviewDueAt: soon(14) }, 'COMPLIANCE_REQUEST'],
      ['demo_heidi', { canLogin: false, canTrade: false, restrictionReasonCode: 'KYC_EXPIRED', memberNoticeTemplate: 'KYC_RENEWAL_REQUIRED', reviewDueAt: soon(-2) }, 'KYC_UPDATED'],
      ['demo_ivan', { isTest: true }, 'CORRECTION'],
      ['demo_judy', { feeTier: 'VIP3', withdrawDailyLimitUsd: '50000', withdraw30dLimitUsd: '500000' }, 'MEMBER_REQUEST'],
    ];
    for (const [account, values, reasonCode] of configs) {
      const memberId = idOf(account);
      if (!memberId) continue;
      const after = { ...DEFAULT_MEMBER_CONFIG, ...values };
      await tx.insert(memberConfigs).values({
        memberId,
        ...after,
        reviewDueAt: after.reviewDueAt ? new Date(after.reviewDueAt) : null,
        createdBy: admin?.id ?? null,
        updatedBy: admin?.id ?? null,
      });
      await tx.insert(memberConfigChanges).values({ memberId, before: DEFAULT_MEMBER_CONFIG, after, reasonCode, remark: 'demo', operatorId: admin?.id ?? null });
    }
  });
}
