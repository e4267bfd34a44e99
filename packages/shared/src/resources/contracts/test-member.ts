import { defineResource } from '../../resource/definition';
import { createdAt, l, member } from './labels';

/** Test members (catalogue §2.1 `is_test`, §5.2): the only members who see test products and receive test assets. */
export const testMemberResource = defineResource({
  name: 'contract/test-member',
  table: 'ctr_test_member',
  permission: 'contract/test-member',
  title: l('测试会员', 'Test members', '測試會員'),
  recordName: l('测试会员', 'test member', '測試會員'),
  ops: ['list', 'get', 'add', 'edit'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'memberId',
  fields: {
    memberId: { ...member, required: true, unique: true, form: 'create', filter: 'exact', width: 160 },
    reason: { type: 'text', label: l('原因', 'Reason', '原因'), required: true, maxLength: 200, width: 260 },
    active: { type: 'boolean', label: l('有效', 'Active', '有效'), required: true, default: true, filter: 'exact', width: 80 },
    createdAt,
  },
  menu: { parent: 'contract', key: 'contract.testMember', path: '/contract/test-member', component: 'contracts/test-member/index', icon: 'TeamOutlined', sort: 4, keepAlive: true, roles: ['common'] },
});
