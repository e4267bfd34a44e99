import { DatePicker, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import '../locales';
import { DictSelect } from '../dict/DictSelect';
import { CREATED_RANGE } from './filterParams';

const FIELD_WIDTH = 180;

/** A free-text filter. */
export function TextFilter({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item name={name} label={label}>
      <Input allowClear style={{ width: FIELD_WIDTH }} />
    </Form.Item>
  );
}

/** A filter over a dictionary's values, starting on "all". */
export function DictFilter({ name, label, dictType }: { name: string; label: string; dictType: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label}>
      <DictSelect dictType={dictType} emptyStart allowClear placeholder={t('message.common.all')} style={{ width: FIELD_WIDTH }} />
    </Form.Item>
  );
}

/** The created-at range, whole days in the browser's zone. */
export function CreatedRangeFilter({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name={CREATED_RANGE} label={label}>
      <DatePicker.RangePicker allowEmpty={[false, false]} placeholder={[t('message.common.dateFrom'), t('message.common.dateTo')]} />
    </Form.Item>
  );
}
