import { defineResource } from '../../resource/definition';
import { l } from './labels';

/** Who claimed which share of which envelope (catalogue §7.7); read-only, member-side claims only. */
export const redEnvelopeClaimResource = defineResource({
  name: 'marketing/red-envelope-claim',
  table: 'mkt_red_envelope_claim',
  permission: 'marketing/red-envelope-claim',
  title: l('红包领取记录', 'Red envelope claims', '紅包領取記錄'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'claimedAt', order: 'desc' },
  recordLabel: 'seq',
  fields: {
    envelopeId: { type: 'reference', resource: 'marketing/red-envelope', labelField: 'envelopeNo', label: l('红包', 'Envelope', '紅包'), required: true, readOnly: true, filter: 'exact', width: 200 },
    memberId: { type: 'reference', resource: 'member/member', labelField: 'account', label: l('会员', 'Member', '會員'), required: true, readOnly: true, filter: 'exact', width: 160 },
    seq: { type: 'integer', label: l('份序号', 'Share no.', '份序號'), required: true, readOnly: true, width: 90 },
    currency: { type: 'text', label: l('币种', 'Currency', '幣種'), required: true, readOnly: true, width: 80 },
    amount: { type: 'money', scale: 18, label: l('金额', 'Amount', '金額'), required: true, readOnly: true, width: 130 },
    claimedAt: { type: 'datetime', label: l('领取时间', 'Claimed', '領取時間'), required: true, readOnly: true, sort: true, filter: 'range', width: 170 },
  },
  menu: { parent: 'marketing', key: 'marketing.redEnvelopeClaim', path: '/marketing/red-envelope-claim', name: 'marketingRedEnvelopeClaim', icon: 'ProfileOutlined', sort: 13, keepAlive: true, roles: ['common'] },
});
