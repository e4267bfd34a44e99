import { defineResource } from '../../resource/definition';
import { createdAt, l, member } from './labels';

export const TEST_FAUCET_GRANT_PERMISSION = 'contract/test-faucet/grant';

/** Test-asset grants (TEST_FAUCET, catalogue §5.2): to active test members only, in the test asset only. */
export const testFaucetResource = defineResource({
  name: 'contract/test-faucet',
  table: 'ctr_test_faucet_order',
  permission: 'contract/test-faucet',
  title: l('测试资产发放', 'Test faucet', '測試資產發放'),
  ops: ['list', 'get'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'orderNo',
  fields: {
    orderNo: { type: 'text', label: l('单号', 'Order no.', '單號'), required: true, readOnly: true, filter: 'exact', width: 220 },
    memberId: { ...member, required: true, readOnly: true, filter: 'exact', width: 150 },
    currency: { type: 'text', label: l('测试资产', 'Test asset', '測試資產'), required: true, readOnly: true, width: 90 },
    amount: { type: 'money', scale: 18, label: l('数量', 'Amount', '數量'), required: true, readOnly: true, width: 130 },
    reason: { type: 'text', label: l('原因', 'Reason', '原因'), required: true, readOnly: true, width: 220 },
    createdAt,
  },
  actions: {
    grant: {
      label: l('发放测试资产', 'Grant test asset', '發放測試資產'),
      scope: 'page',
      permission: TEST_FAUCET_GRANT_PERMISSION,
      input: {
        memberId: { ...member, required: true },
        amount: { type: 'decimal', scale: 8, min: '0.00000001', max: '1000000', label: l('数量', 'Amount', '數量'), required: true },
        reason: { type: 'text', label: l('原因', 'Reason', '原因'), required: true, maxLength: 200 },
      },
    },
  },
  menu: { parent: 'contract', key: 'contract.testFaucet', path: '/contract/test-faucet', component: 'contracts/test-faucet/index', icon: 'WalletOutlined', sort: 5, keepAlive: true, roles: ['common'] },
});
