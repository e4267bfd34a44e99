import { Button, Result } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { translateTitle } from '@/lib/i18n';
import { linkAddress, openLinkWindow } from './menuLink';

/** The page of an external-link menu: the address opened in a new window, and a way to open it again. */
export function LinkView({ title, isLink }: { title: string; isLink: string }) {
  const { t } = useTranslation();
  return (
    <Result
      data-testid="link-view"
      icon={<ExportOutlined />}
      title={t('message.layout.linkOpened', { title: translateTitle(title) })}
      subTitle={linkAddress(isLink)}
      extra={
        <Button type="primary" onClick={() => openLinkWindow(isLink)}>
          {t('message.layout.openAgain')}
        </Button>
      }
    />
  );
}
