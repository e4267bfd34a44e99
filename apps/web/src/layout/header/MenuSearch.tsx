import { useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MenuSearchDialogOnDemand } from './MenuSearchDialogOnDemand';
import { ToolButton } from './ToolButton';

/** The header's menu search: a button that opens the search dialog. */
export function MenuSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ToolButton label={t('message.layout.menuSearch')} icon={<SearchOutlined />} testId="menu-search" onClick={() => setOpen(true)} />
      <MenuSearchDialogOnDemand open={open} onClose={() => setOpen(false)} />
    </>
  );
}
