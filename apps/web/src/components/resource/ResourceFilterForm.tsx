import { useEffect } from 'react';
import { Button, Flex, Form } from 'antd';
import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '@ledgerdesk/shared';
import '../locales';
import type { DictionaryMap } from '../dict/useDictionaries';
import { FilterControl } from './FilterControl';
import { filterSpecs, type FilterValues } from './resourceFilters';

interface ResourceFilterFormProps {
  definition: ResourceDefinition;
  dicts: DictionaryMap;
  /** The values the address presets; the form shows them again whenever they change. */
  preset: FilterValues;
  presetKey: string;
  onSearch: (values: FilterValues) => void;
  /** Filters the page fixes (ResourcePage `scope`): not offered, the list always applies them. */
  fixed?: ReadonlySet<string>;
}

/** One control per filter of the definition, with search and reset. */
export function ResourceFilterForm({ definition, dicts, preset, presetKey, onSearch, fixed }: ResourceFilterFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterValues>();
  const specs = filterSpecs(definition).filter((spec) => !fixed?.has(spec.name));

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(preset);
    // The preset is re-applied when the address changes, which presetKey stands for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, presetKey]);

  if (specs.length === 0) return null;
  return (
    <Form form={form} name="filters" layout="inline" onFinish={onSearch} style={{ rowGap: 12, marginBottom: 16 }} data-testid="resource-filters">
      {specs.map((spec) => (
        <FilterControl key={spec.name} spec={spec} dicts={dicts} />
      ))}
      <Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('message.common.search')}
          </Button>
          <Button
            icon={<UndoOutlined />}
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('message.common.reset')}
          </Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}
