import { defineResource, type Label } from '../../resource/definition';
import {
  CONFIG_CHANGE_REASON_DICT,
  FEE_TIER_DICT,
  MEMBER_CONFIG_EDIT_PERMISSION,
  NOTICE_TEMPLATE_DICT,
  RESTRICTION_REASON_DICT,
} from '../../member-config';

const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

const flag = (label: Label) => ({ type: 'boolean', label, readOnly: true, filter: 'exact', list: false, export: true }) as const;
const limit = (label: Label) =>
  ({ type: 'money', scale: 2, label, readOnly: true, width: 150, help: l('留空：不限。按各币种的美元参考汇率折算，滚动计算', "Empty: no limit. Counted in USD at each currency's reference rate, over a rolling window", '留空：不限。按各幣種的美元參考匯率折算，滾動計算') }) as const;

/** The dictionaries the page shows values from (also used by the change dialog). */
export const MEMBER_CONFIG_DICTS = [FEE_TIER_DICT, RESTRICTION_REASON_DICT, CONFIG_CHANGE_REASON_DICT, NOTICE_TEMPLATE_DICT] as const;

/**
 * Member config (mem_config, catalogue §2.1): one row per member, written by the change actions
 * only (a member without a row has the defaults until the first change). Each change names a coded
 * reason and leaves a before/after row in mem_config_change; lifting a compliance restriction or
 * touching the test flag waits for a second operator (system/approval). Deliberately absent:
 * outcome, streak, credit-score or wagering fields, and any free-text message to the member.
 */
export const memberConfigResource = defineResource({
  name: 'member/config',
  table: 'mem_config',
  permission: 'member/config',
  title: l('会员配置', 'Member config', '會員設定'),
  recordName: l('会员配置', 'member config', '會員設定'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'updatedAt', order: 'desc' },
  fields: {
    memberId: {
      type: 'reference',
      resource: 'member/member',
      labelField: 'account',
      label: l('会员', 'Member', '會員'),
      readOnly: true,
      filter: 'exact',
      width: 170,
    },
    /** The flags that are off, as chips (answered by the list). */
    restrictions: { type: 'json', label: l('限制', 'Restrictions', '限制'), virtual: true, readOnly: true, detail: false, export: false, width: 240 },
    canLogin: flag(l('可登录', 'Can sign in', '可登入')),
    canTrade: flag(l('可交易', 'Can trade', '可交易')),
    canWithdraw: flag(l('可提现', 'Can withdraw', '可提領')),
    canRecharge: flag(l('可充值', 'Can recharge', '可儲值')),
    canTransfer: flag(l('可划转', 'Can transfer', '可劃轉')),
    withdrawDailyLimitUsd: limit(l('日提现限额 (USD)', 'Daily withdrawal limit (USD)', '日提領限額 (USD)')),
    withdraw30dLimitUsd: limit(l('30 日提现限额 (USD)', '30-day withdrawal limit (USD)', '30 日提領限額 (USD)')),
    feeTier: { type: 'dict', dictType: FEE_TIER_DICT, label: l('费率等级', 'Fee tier', '費率等級'), readOnly: true, filter: 'exact', width: 110 },
    isTest: { type: 'boolean', label: l('测试账户', 'Test account', '測試帳戶'), readOnly: true, filter: 'exact', width: 100 },
    restrictionReasonCode: {
      type: 'dict',
      dictType: RESTRICTION_REASON_DICT,
      label: l('限制原因', 'Restriction reason', '限制原因'),
      readOnly: true,
      filter: 'in',
      width: 140,
    },
    memberNoticeTemplate: { type: 'dict', dictType: NOTICE_TEMPLATE_DICT, label: l('会员通知模板', 'Notice to the member', '會員通知範本'), readOnly: true, list: false },
    reviewDueAt: { type: 'datetime', label: l('复核日期', 'Review due', '複核日期'), readOnly: true, filter: 'range', sort: true, width: 170 },
    updatedBy: { type: 'reference', resource: 'system/user', labelField: 'userName', label: l('修改人', 'Updated by', '修改人'), readOnly: true, width: 120 },
    updatedAt: { type: 'datetime', label: l('修改时间', 'Updated at', '修改時間'), readOnly: true, sort: true, width: 170 },
  },
  actions: {
    // Any member, whether or not it has a row yet (the dialog picks the member first).
    configure: { label: l('配置会员', 'Configure a member', '設定會員'), scope: 'page', permission: MEMBER_CONFIG_EDIT_PERMISSION },
    change: { label: l('修改', 'Change', '修改'), scope: 'row', permission: MEMBER_CONFIG_EDIT_PERMISSION },
  },
  menu: {
    parent: 'member',
    key: 'member.config',
    path: '/member/config',
    name: 'memberConfig',
    component: 'member/config/index',
    icon: 'SafetyOutlined',
    sort: 3,
    keepAlive: true,
    roles: ['common'],
  },
});
