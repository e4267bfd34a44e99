import { Button, Result } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useMenuTitle, type MenuTitleSource } from '@/lib/menuTitle';
import { linkAddress, openLinkWindow } from './menuLink';

/** The page of an external-link menu: the address opened in a new window, and a way to open it again. */
export function LinkView({ title, isLink }: { title: MenuTitleSource; isLink: string }) {
  const { t } = useTranslation();
  const titleOf = useMenuTitle();
  return (
    <Result
      data-testid="link-view"
      icon={<ExportOutlined />}
      title={t('message.layout.linkOpened', { title: titleOf(title) })}
      subTitle={linkAddress(isLink)}
      extra={
        <Button type="primary" onClick={() => openLinkWindow(isLink)}>
          {t('message.layout.openAgain')}
        </Button>
      }
    />
  );
}
