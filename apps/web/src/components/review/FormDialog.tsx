import { useState, type ReactNode } from 'react';
import { Alert, Form, Modal, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import '../locales';
import { ApiError } from '@/lib/request';
import { fieldMessages, refusalText } from '@/lib/refusalText';
import { serverErrorHint } from './serverErrorHint';

export interface FormDialogProps<Values extends object> {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Sends the form; a rejection keeps the dialog open with the server's message inside it. */
  onSubmit: (values: Values) => Promise<unknown>;
  /** After a successful submit, before the dialog closes. */
  onDone?: () => void;
  form?: FormInstance<Values>;
  initialValues?: Partial<Values>;
  okText?: ReactNode;
  danger?: boolean;
  /** Nothing can be submitted (a review whose every decision is barred). */
  okDisabled?: boolean;
  /** Asked after the form is valid and before it is sent; false keeps the dialog open, unsent. */
  confirm?: (values: Values) => Promise<boolean>;
  children: ReactNode;
  testId?: string;
}

/**
 * A modal form that shows why the server refused it: the message, what to do about it, and the
 * fields it named. The client checks shape only; the server decides what is allowed.
 */
export function FormDialog<Values extends object>(props: FormDialogProps<Values>) {
  const { open, title, onClose, onSubmit, onDone, initialValues, okText, danger, okDisabled, confirm, children, testId } = props;
  const { t } = useTranslation();
  const [ownForm] = Form.useForm<Values>();
  const form = props.form ?? ownForm;
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<ApiError | null>(null);

  const submit = async (values: Values) => {
    if (confirm && !(await confirm(values))) return;
    setBusy(true);
    setRefusal(null);
    try {
      await onSubmit(values);
      onDone?.();
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setRefusal(error);
      const fields = Object.entries(fieldMessages(error)).map(([name, message]) => ({ name, errors: [message] }));
      if (fields.length) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    } finally {
      setBusy(false);
    }
  };

  const hint = refusal ? serverErrorHint(refusal) : null;
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={okText}
      okButtonProps={{ danger, loading: busy, disabled: okDisabled }}
      afterClose={() => setRefusal(null)}
      destroyOnHidden
      width={560}
    >
      <div data-testid={testId}>
      {refusal && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={refusalText(refusal)}
          description={hint ? t(hint) : undefined}
        />
      )}
      <Form<Values> form={form} layout="vertical" preserve={false} initialValues={initialValues} onFinish={(v) => void submit(v)}>
        {children}
      </Form>
      </div>
    </Modal>
  );
}

/** What a dialog about one record gets from its page: the record (none = closed) and what to do after. */
export interface RecordDialogProps<T> {
  target: T | null;
  onClose: () => void;
  /** After the server answered, either way: the list shows the record's state now. */
  onSettled: () => void;
}
