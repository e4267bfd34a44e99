import type { SignedInHandler } from '../types';
import { Button, Flex, Form, Input } from 'antd';
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MethodNotEnabled } from './MethodNotEnabled';

/** The mobile sign-in form, shown disabled: this console has no SMS sign-in. */
export function MobilePanel({ onUseAccount }: { onSignedIn: SignedInHandler; onUseAccount: () => void }) {
  const { t } = useTranslation();
  return (
    <Form name="mobile-login" layout="vertical" size="large" disabled requiredMark={false}>
      <MethodNotEnabled onUseAccount={onUseAccount} />
      <Form.Item label={t('message.login.mobile')} name="mobile">
        <Input prefix={<MobileOutlined />} placeholder={t('message.login.mobilePlaceholder')} inputMode="tel" />
      </Form.Item>
      <Form.Item label={t('message.login.smsCode')}>
        <Flex gap={8}>
          <Form.Item name="code" noStyle>
            <Input prefix={<SafetyOutlined />} placeholder={t('message.login.smsCodePlaceholder')} aria-label={t('message.login.smsCode')} />
          </Form.Item>
          <Button>{t('message.login.getCode')}</Button>
        </Flex>
      </Form.Item>
      <Button type="primary" block>
        {t('message.login.submit')}
      </Button>
    </Form>
  );
}
