import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldEntry } from '@ledgerdesk/shared';
import '../locales';
import { FormDialog } from '../review/FormDialog';
import type { ActionDialogProps } from './actionTypes';
import { FieldInput } from './FieldInput';
import { formPayload, initialFormValues, type FormValues } from './formValues';
import { useLabel } from './useLabel';

const REASON_MAX = 500;

/** The generic dialog of an action that takes input or a reason: its fields, its confirmation, then the call. */
export function ActionFormDialog({ action, rows, run, onDone, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const label = useLabel();
  const inputs: FieldEntry[] = Object.entries(action.input ?? {});
  const ids = rows.map((r) => `#${r.id}`).join(', ');
  return (
    <FormDialog<FormValues>
      open
      title={`${label(action.label)}${ids ? ` ${ids}` : ''}`}
      danger={action.danger}
      okText={label(action.label)}
      initialValues={initialFormValues(inputs, null)}
      onSubmit={(values) => {
        const reason = typeof values.reason === 'string' ? values.reason.trim() : '';
        return run({ ...formPayload(inputs, values, 'create'), ...(action.reason && reason ? { reason } : {}) });
      }}
      onDone={onDone}
      onClose={onClose}
      testId="action-dialog"
    >
      {action.confirm ? <div style={{ marginBottom: 16 }}>{label(action.confirm)}</div> : null}
      {inputs.map(([name, field]) => (
        <FieldInput key={name} name={name} field={field} />
      ))}
      {action.reason ? (
        <Form.Item
          name="reason"
          label={t('message.common.review.reason')}
          rules={[{ required: action.reason === 'required', whitespace: true, message: t('message.common.review.reasonRequired') }, { max: REASON_MAX }]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount />
        </Form.Item>
      ) : null}
    </FormDialog>
  );
}
