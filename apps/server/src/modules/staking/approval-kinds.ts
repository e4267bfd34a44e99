import { STAKING_APPROVAL_KINDS, STAKING_PERMISSIONS } from '@ledgerdesk/shared/resources/earn/staking-states';
import { stakingOrders } from '../../db/schema';
import { NOTHING_WAITS } from '../../lib/four-eyes';
import type { ApprovalHandler } from './approval-types';
import type { ProductService } from './product-service';
import type { RateService } from './rate-service';
import type { RedemptionService } from './redemption-service';

/** The four-eyes kinds of staking: what a second operator's approval applies (on the Approvals page). */
export function stakingApprovalHandlers(products: ProductService, rates: RateService, redemptions: RedemptionService): ApprovalHandler[] {
  return [
    {
      kind: STAKING_APPROVAL_KINDS.activate,
      title: { 'zh-cn': '质押产品上线', en: 'Staking product activation', 'zh-tw': '質押產品上線' },
      permission: STAKING_PERMISSIONS.productApprove,
      apply: (tx, approval, approverId) => products.applyActivation(tx, approval, approverId),
      // Filing parks nothing: the request's payload is applied only on approval.
      onReject: NOTHING_WAITS,
    },
    {
      kind: STAKING_APPROVAL_KINDS.terms,
      title: { 'zh-cn': '质押产品条款变更', en: 'Staking product terms change', 'zh-tw': '質押產品條款變更' },
      permission: STAKING_PERMISSIONS.productApprove,
      apply: (tx, approval, approverId) => products.applyTermsChange(tx, approval, approverId),
      // Filing parks nothing: the request's payload is applied only on approval.
      onReject: NOTHING_WAITS,
    },
    {
      kind: STAKING_APPROVAL_KINDS.rate,
      title: { 'zh-cn': '质押日利率发布', en: 'Staking daily rate', 'zh-tw': '質押日利率發佈' },
      permission: STAKING_PERMISSIONS.rateApprove,
      apply: (tx, approval, approverId) => rates.applyPublish(tx, approval, approverId),
      // Filing parks nothing: the request's payload is applied only on approval.
      onReject: NOTHING_WAITS,
    },
    {
      kind: STAKING_APPROVAL_KINDS.cancel,
      title: { 'zh-cn': '质押订单取消', en: 'Staking order cancellation', 'zh-tw': '質押訂單取消' },
      // The second operator of a cancellation holds the same right as its maker.
      permission: STAKING_PERMISSIONS.orderCancel,
      subjectMember: stakingOrders.memberId,
      apply: (tx, approval) => redemptions.applyCancel(tx, approval),
      // Filing parks nothing: the request's payload is applied only on approval.
      onReject: NOTHING_WAITS,
    },
  ];
}
