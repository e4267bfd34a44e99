import type { FieldDefinition, Label } from '@ledgerdesk/shared';
import { CONFIG_CHANGE_REASON_DICT, MEMBER_CONFIG_APPROVAL_KIND } from '@ledgerdesk/shared/member-config';
import { memberConfigResource } from '@ledgerdesk/shared/resources/member/config';

const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/**
 * The fields a kind's payload names, so the approver reads labels and formatted values (dictionary
 * labels, money, dates) instead of raw keys: `before`/`after` hold the subject's own fields, the
 * other keys describe the request. A kind not listed is shown as it is. Areas filing four-eyes
 * requests add their kind here.
 */
export const KIND_FIELDS: Readonly<Record<string, Readonly<Record<string, FieldDefinition>>>> = {
  [MEMBER_CONFIG_APPROVAL_KIND]: {
    ...memberConfigResource.fields,
    account: { type: 'text', label: l('会员账号', 'Member account', '會員帳號') },
    memberId: { type: 'integer', label: l('会员编号', 'Member ID', '會員編號') },
    changeReason: { type: 'dict', dictType: CONFIG_CHANGE_REASON_DICT, label: l('变更原因', 'Reason for the change', '變更原因') },
    remark: { type: 'text', label: l('备注', 'Remark', '備註') },
  },
};
