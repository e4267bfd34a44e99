import { Flex, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { SafetyOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CaptchaResponse } from '@ledgerdesk/shared';
import { CaptchaImage } from './CaptchaImage';

interface CaptchaFieldProps {
  /** The form's name, so each form's answer box has its own id. */
  formName: string;
  captcha: UseQueryResult<CaptchaResponse>;
  /** When the answer is required (the password form always; the mobile form only to send a code). */
  rules: Rule[];
}

/** The picture captcha's answer box beside its image (a click on the image draws a new one). */
export function CaptchaField({ formName, captcha, rules }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('message.login.captcha')} required>
      <Flex gap={8}>
        <Form.Item name="captchaCode" noStyle rules={rules}>
          <Input
            id={`${formName}_captchaCode`}
            prefix={<SafetyOutlined />}
            placeholder={t('message.login.captchaPlaceholder')}
            aria-label={t('message.login.captcha')}
            autoComplete="off"
            maxLength={16}
          />
        </Form.Item>
        <CaptchaImage svg={captcha.data?.image} loading={captcha.isFetching} onRefresh={() => void captcha.refetch()} />
      </Flex>
    </Form.Item>
  );
}
