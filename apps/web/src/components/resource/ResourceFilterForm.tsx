import { memo, useLayoutEffect, useRef, useState } from 'react';
import { Button, Flex, Form } from 'antd';
import { FilterOutlined, SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '@ledgerdesk/shared';
import '../locales';
import type { DictionaryMap } from '../dict/useDictionaries';
import { FilterControl, type FilterInputs } from './FilterControl';
import { filterSpecs, type FilterValues } from './resourceFilters';
import { usePhone } from './usePhone';

interface ResourceFilterFormProps {
  definition: ResourceDefinition;
  dicts: DictionaryMap;
  /**
   * The values of the applied search (the list's, kept with the page): the form shows them
   * whenever they change, and again whenever the page is mounted anew.
   */
  values: FilterValues;
  onSearch: (values: FilterValues) => void;
  /** Filters the page fixes (ResourcePage `scope`): not offered, the list always applies them. */
  fixed?: ReadonlySet<string>;
  /** A page's own controls by field name (ResourcePage `filterInputs`). */
  inputs?: FilterInputs;
}

/** How many filters a search applied (a range or a name beside an id counts once per control value). */
const appliedCount = (values: FilterValues) =>
  Object.values(values).filter((v) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.every((x) => x === null || x === undefined))).length;

/**
 * One control per filter of the definition, with search and reset. On a phone the form is one
 * control per line and folds behind a Filters button (naming how many are applied), so the
 * rows are on the first screen. Memoised: a page change re-renders the list page, not its filters.
 */
export const ResourceFilterForm = memo(function ResourceFilterForm({ definition, dicts, values, onSearch, fixed, inputs }: ResourceFilterFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterValues>();
  const narrow = usePhone();
  const [unfolded, setUnfolded] = useState(false);
  const specs = filterSpecs(definition).filter((spec) => !fixed?.has(spec.name));

  // Only when the applied values change: a hidden page shown again re-runs its effects, and
  // must keep what the operator typed since (not yet searched) as it was.
  const shown = useRef<FilterValues | null>(null);
  useLayoutEffect(() => {
    if (shown.current === values || specs.length === 0) return;
    shown.current = values;
    form.resetFields();
    form.setFieldsValue(values);
  }, [form, values, specs.length]);

  if (specs.length === 0) return null;
  const applied = appliedCount(values);
  const toggle = narrow && (
    <Button icon={<FilterOutlined />} type={applied ? 'primary' : 'default'} ghost={applied > 0} aria-expanded={unfolded} onClick={() => setUnfolded(!unfolded)} style={{ marginBottom: 12 }}>
      {applied ? t('message.resource.filter.toggleApplied', { count: applied }) : t('message.resource.filter.toggle')}
    </Button>
  );
  return (
    <>
      {toggle}
      <Form
        form={form}
        name="filters"
        layout={narrow ? 'vertical' : 'inline'}
        onFinish={onSearch}
        // Folded, the form stays mounted: its typed values and the list's stay one.
        hidden={narrow && !unfolded}
        style={{ rowGap: narrow ? 0 : 12, marginBottom: 16 }}
        data-testid="resource-filters"
      >
        {specs.map((spec) => (
          <FilterControl key={spec.name} spec={spec} dicts={dicts} narrow={narrow} input={inputs?.[spec.name]} />
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
    </>
  );
});
