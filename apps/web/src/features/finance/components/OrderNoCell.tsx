import { Typography } from 'antd';
import { Link } from 'react-router';
import type { RowOf } from '@ledgerdesk/shared';
import type { moneyLogResource } from '@ledgerdesk/shared/resources/finance/money-log';
import { rechargeResource } from '@ledgerdesk/shared/resources/finance/recharge';
import { withdrawResource } from '@ledgerdesk/shared/resources/finance/withdraw';
import { stakingOrderResource } from '@ledgerdesk/shared/resources/earn/staking-order';
import { deliveryOrderResource } from '@ledgerdesk/shared/resources/contracts/delivery-order';
import { testFaucetResource } from '@ledgerdesk/shared/resources/contracts/test-faucet';

const LIST_OF: Record<RowOf<typeof moneyLogResource>['refType'], string | undefined> = {
  RECHARGE: rechargeResource.menu.path,
  WITHDRAW: withdrawResource.menu.path,
  // The grant list filters by grant number, not orderNo: shown, copyable, unlinked.
  TRIAL_GRANT: undefined,
  // Marketing (issue 16): a redemption record's and a coupon's number, shown unlinked.
  REDEEM_CODE: undefined,
  COUPON: undefined,
  // Staking (issue 15): the subscription's records filter by order number; a day's income is named by order and date.
  STAKING_ORDER: stakingOrderResource.menu.path,
  STAKING_ACCRUAL: undefined,
  // Contracts (issue 15): both lists filter by their order number.
  DELIVERY_ORDER: deliveryOrderResource.menu.path,
  TEST_FAUCET: testFaucetResource.menu.path,
};

/** The order a money-log entry came from: a link to that order in its list, and a copy button. */
export function OrderNoCell({ entry }: { entry: Pick<RowOf<typeof moneyLogResource>, 'refNo' | 'refType'> }) {
  const list = LIST_OF[entry.refType];
  return (
    <Typography.Text copyable={{ text: entry.refNo }} style={{ whiteSpace: 'nowrap' }}>
      {list ? <Link to={`${list}?orderNo=${encodeURIComponent(entry.refNo)}`}>{entry.refNo}</Link> : entry.refNo}
    </Typography.Text>
  );
}
