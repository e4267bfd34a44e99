import { render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { mockApi, ok } from '@/test/mockApi';
import { DictSelect } from './DictSelect';
import { DictTag } from './DictTag';

const YES_NO = {
  values: [
    // Labels are data in three languages (the seed gives them); no locale file holds them.
    { key: '是', value: 'Y', isDefault: true, listClass: 'processing', labels: { 'zh-cn': '是', en: 'Yes', 'zh-tw': '是' } },
    { key: '否', value: 'N', isDefault: false, listClass: 'default', labels: { 'zh-cn': '否', en: 'No', 'zh-tw': '否' } },
    { key: 'Maybe', value: 'M', isDefault: false },
  ],
};

const selected = () => document.querySelector('.ant-select-selection-item, .ant-select-content-value, [title]')?.textContent;

describe('DictSelect and DictTag', () => {
  it('preselects the entry the dictionary marks default, and reports it to a form', async () => {
    setLanguage('en');
    const api = mockApi({ 'GET dict/data/getDictData': ok(YES_NO) });
    let form: ReturnType<typeof Form.useForm>[0] | undefined;
    function Harness() {
      const [f] = Form.useForm();
      form = f;
      return (
        <Form form={f}>
          <Form.Item name="flag" label="Flag">
            <DictSelect dictType="sys_yes_no" />
          </Form.Item>
        </Form>
      );
    }
    render(
      <Providers>
        <Harness />
      </Providers>,
    );
    await waitFor(() => expect(screen.getByText('Yes')).toBeInTheDocument());
    expect(form?.getFieldValue('flag')).toBe('Y');
    expect(api.calls[0]?.params).toEqual({ dictType: 'sys_yes_no', defaultValue: undefined });
  });

  it('preselects the defaultValue passed in over the dictionary default', async () => {
    setLanguage('en');
    const api = mockApi({ 'GET dict/data/getDictData': ok(YES_NO) });
    render(
      <Providers>
        <DictSelect dictType="sys_yes_no" defaultValue="N" />
      </Providers>,
    );
    await waitFor(() => expect(screen.getByText('No')).toBeInTheDocument());
    expect(screen.queryByText('Yes')).not.toBeInTheDocument();
    expect(api.calls[0]?.params).toMatchObject({ defaultValue: 'N' });
    expect(selected()).toBeTruthy();
  });

  it('DictTag shows the label of a value in its colour, sharing one cached fetch', async () => {
    setLanguage('en');
    const api = mockApi({ 'GET dict/data/getDictData': ok(YES_NO) });
    render(
      <Providers>
        <DictTag dictType="sys_yes_no" value="Y" />
        <DictTag dictType="sys_yes_no" value="M" />
        <DictTag dictType="sys_yes_no" value="Z" />
      </Providers>,
    );
    const yes = await screen.findByText('Yes');
    expect(yes.closest('.ant-tag')).toHaveClass('ant-tag-processing');
    expect(screen.getByText('Maybe')).toBeInTheDocument();
    expect(screen.getByText('Z')).toBeInTheDocument();
    expect(api.count('GET dict/data/getDictData')).toBe(1);
  });
});
