import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '../../locales/job';
import { useJobHandlers } from './jobApi';
import { paramsShapeOf } from './paramsShape';

interface ParamsInputProps {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  id?: string;
}

/** The parameters as JSON, with the shape the chosen handler's schema accepts under the box (the server checks them on save). */
export function ParamsInput({ value, onChange, disabled, id }: ParamsInputProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const handlerName = Form.useWatch('handler', form) as string | undefined;
  const handlers = useJobHandlers();
  const handler = handlers.data?.find((h) => h.name === handlerName);
  const shape = handler ? paramsShapeOf(handler.params) : null;
  return (
    <div>
      <Input.TextArea id={id} rows={4} value={value} onChange={(e) => onChange?.(e.target.value)} disabled={disabled} style={{ fontFamily: 'monospace' }} />
      {handler && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginTop: 4, fontFamily: shape ? 'monospace' : undefined }}>
          {shape ? t('message.job.paramsShape', { shape }) : t('message.job.paramsNone')}
        </Typography.Text>
      )}
    </div>
  );
}
