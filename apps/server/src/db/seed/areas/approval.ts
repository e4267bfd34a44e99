import { APPROVAL_STATUS_DICT, approvalResource } from '@ledgerdesk/shared/resources/system/approval';
import type { Db } from '../../client';
import { resourceMenuSeed } from '../resource-menu-seed';
import type { AreaSeed } from './area-seed';

/**
 * The Approvals page (under system; the super role until an administrator grants it to a second
 * operator's role: each decides only the kinds their roles grant, checked per request) and the
 * states of a four-eyes request.
 */
export const APPROVAL_SEED: AreaSeed = {
  menus: [...resourceMenuSeed(approvalResource)],
  dicts: [
    {
      type: APPROVAL_STATUS_DICT,
      name: ['审批状态', 'Approval status', '審批狀態'],
      data: [
        ['PENDING', ['待审批', 'Pending', '待審批'], 'processing', true],
        ['APPROVED', ['已批准', 'Approved', '已核准'], 'success'],
        ['REJECTED', ['已驳回', 'Rejected', '已駁回'], 'error'],
        ['CANCELLED', ['已撤回', 'Withdrawn', '已撤回'], 'default'],
      ],
    },
  ],
};

/**
 * Requests are filed by the areas that need a second approver (member config's demo files one);
 * the approval area has no rows of its own to seed.
 */
export async function seedApprovalDemo(_db: Db): Promise<void> {}
