import { useEffect, useState } from 'react';
import { Alert, App, Col, DatePicker, Divider, Form, Input, InputNumber, Row, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  CAPABILITY_FLAGS,
  CONFIG_CHANGE_REASON_DICT,
  FEE_TIER_DICT,
  MEMBER_CONFIG_ENDPOINTS,
  MEMBER_CONFIG_REMARK_MAX,
  NOTICE_TEMPLATE_DICT,
  RESTRICTION_REASON_DICT,
  type MemberConfigOutcome,
  type MemberConfigValues,
  type MemberConfigView,
} from '@ledgerdesk/shared/member-config';
import { memberConfigResource } from '@ledgerdesk/shared/resources/member/config';
import { DictSelect } from '@/components/dict/DictSelect';
import { MemberPicker } from '@/components/people/MemberPicker';
import type { ActionDialogProps } from '@/components/resource/actionTypes';
import { useLabel } from '@/components/resource/useLabel';
import { FormDialog } from '@/components/review/FormDialog';
import { request } from '@/lib/request';
import './messages';

type FormValues = Omit<MemberConfigValues, 'reviewDueAt'> & { reviewDueAt: Dayjs | null; changeReason?: string; remark?: string };

const fields = memberConfigResource.fields;
const loadView = (memberId: number) => request<MemberConfigView>({ url: MEMBER_CONFIG_ENDPOINTS.ofMember, method: 'GET', params: { memberId }, silent: true });

/**
 * Changing one member's config: the capability switches, limits and fee tier, the restriction's
 * coded reason, notice template and review date, and the coded reason for the change. The server
 * decides whether it applies now or waits for a second operator (lifting a compliance hold, the
 * test flag); either way the operator is told which.
 */
export function MemberConfigDialog({ name, rows, run, onDone, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const label = useLabel();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const fromRow = name === 'change' ? Number(rows[0]?.memberId) : null;
  const [memberId, setMemberId] = useState<number | null>(fromRow);
  const view = useQuery({ queryKey: ['member/config', 'ofMember', memberId], queryFn: () => loadView(memberId!), enabled: memberId !== null });
  const current = view.data;

  useEffect(() => {
    if (!current) return;
    form.setFieldsValue({ ...current.values, reviewDueAt: current.values.reviewDueAt ? dayjs(current.values.reviewDueAt) : null });
  }, [current, form]);

  const submit = async (values: FormValues) => {
    if (!current) return;
    const { changeReason, remark, ...rest } = values;
    const body = {
      ...(name === 'change' ? { id: rows[0]!.id } : { memberId: current.memberId }),
      version: current.version,
      changeReason,
      remark: remark?.trim() ?? '',
      values: { ...current.values, ...rest, reviewDueAt: rest.reviewDueAt ? rest.reviewDueAt.toISOString() : null },
    };
    const outcome = (await run(body)) as MemberConfigOutcome;
    if (outcome.applied) void message.success(t('message.memberConfig.applied'));
    else void message.info(t('message.memberConfig.filed', { id: outcome.approvalId }));
  };

  return (
    <FormDialog<FormValues>
      open
      form={form}
      title={current ? t('message.memberConfig.titleChange', { account: current.account }) : t('message.memberConfig.titleConfigure')}
      okDisabled={!current}
      onSubmit={submit}
      onDone={onDone}
      onClose={onClose}
      testId="member-config-dialog"
    >
      {fromRow === null && (
        <Form.Item label={t('message.memberConfig.member')} help={t('message.memberConfig.memberHelp')}>
          <MemberPicker
            value={memberId}
            onChange={setMemberId}
            aria-label={t('message.memberConfig.member')}
            fallback={
              <InputNumber min={1} precision={0} style={{ width: '100%' }} aria-label={t('message.memberConfig.member')} onBlur={(e) => setMemberId(Number(e.target.value) || null)} onPressEnter={(e) => setMemberId(Number((e.target as HTMLInputElement).value) || null)} />
            }
          />
        </Form.Item>
      )}
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('message.memberConfig.fourEyesNote')} />
      {current?.pendingApproval && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('message.memberConfig.pendingApproval', { id: current.pendingApproval.id })} />}
      <Divider titlePlacement="start" plain>{t('message.memberConfig.capabilities')}</Divider>
      <Row gutter={12}>
        {CAPABILITY_FLAGS.map((flag) => (
          <Col span={8} key={flag}>
            <Form.Item name={flag} label={label(fields[flag].label)} valuePropName="checked">
              <Switch data-testid={`member-config-${flag}`} />
            </Form.Item>
          </Col>
        ))}
        <Col span={8}>
          <Form.Item name="isTest" label={label(fields.isTest.label)} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>{t('message.memberConfig.restriction')}</Divider>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="restrictionReasonCode" label={label(fields.restrictionReasonCode.label)}>
            <DictSelect dictType={RESTRICTION_REASON_DICT} emptyStart allowClear data-testid="member-config-reason" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="reviewDueAt" label={label(fields.reviewDueAt.label)}>
            <DatePicker showTime style={{ width: '100%' }} data-testid="member-config-review" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="memberNoticeTemplate" label={label(fields.memberNoticeTemplate.label)}>
        <DictSelect dictType={NOTICE_TEMPLATE_DICT} emptyStart allowClear />
      </Form.Item>
      <Divider titlePlacement="start" plain>{t('message.memberConfig.limits')}</Divider>
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item name="withdrawDailyLimitUsd" label={label(fields.withdrawDailyLimitUsd.label)} normalize={(v) => (v === '' || v === null ? null : String(v))}>
            <Input placeholder={label(fields.withdrawDailyLimitUsd.help)} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="withdraw30dLimitUsd" label={label(fields.withdraw30dLimitUsd.label)} normalize={(v) => (v === '' || v === null ? null : String(v))}>
            <Input placeholder={label(fields.withdraw30dLimitUsd.help)} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="feeTier" label={label(fields.feeTier.label)}>
            <DictSelect dictType={FEE_TIER_DICT} />
          </Form.Item>
        </Col>
      </Row>
      <Divider />
      <Form.Item name="changeReason" label={t('message.memberConfig.changeReason')} rules={[{ required: true, message: t('message.memberConfig.changeReason') }]}>
        <DictSelect dictType={CONFIG_CHANGE_REASON_DICT} emptyStart data-testid="member-config-change-reason" />
      </Form.Item>
      <Form.Item name="remark" label={t('message.memberConfig.remark')} rules={[{ max: MEMBER_CONFIG_REMARK_MAX }]}>
        <Input.TextArea rows={2} maxLength={MEMBER_CONFIG_REMARK_MAX} showCount />
      </Form.Item>
    </FormDialog>
  );
}
