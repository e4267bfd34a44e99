import { useMemo, useState } from 'react';
import { AutoComplete, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '@/components/icons/MenuIcon';
import { useMenuTitle } from '@/lib/menuTitle';
import { useSession } from '@/lib/session';
import { useOpenMenu } from '../menu/useOpenMenu';
import { menuSearchEntries, searchMenus } from './menuSearch';

/** Finds any visible menu entry by its translated title or its path; choosing one opens it. */
export function MenuSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleOf = useMenuTitle();
  const menus = useSession((s) => s.menuList);
  const openMenu = useOpenMenu();
  const [query, setQuery] = useState('');
  // Titles follow the language: titleOf changes with it, so the entries are rebuilt.
  // Only while open: the header mounts the dialog closed (twice, with the narrow screens' tools),
  // and building every entry's option on each of the console's renders cost its first one.
  const entries = useMemo(() => (open ? menuSearchEntries(menus, titleOf) : []), [open, menus, titleOf]);
  const options = searchMenus(entries, query).map((e) => ({
    value: e.path,
    label: (
      <Flex gap={8} align="center">
        <MenuIcon name={e.icon} />
        <span>{e.title}</span>
        <Typography.Text type="secondary" style={{ marginInlineStart: 'auto' }}>
          {e.path}
        </Typography.Text>
      </Flex>
    ),
  }));

  const close = () => {
    onClose();
    setQuery('');
  };

  return (
    <Modal open={open} onCancel={close} footer={null} closable={false} destroyOnHidden title={t('message.layout.menuSearch')}>
      <AutoComplete
        data-testid="menu-search-input"
        autoFocus
        defaultActiveFirstOption
        open
        style={{ width: '100%' }}
        value={query}
        options={options}
        placeholder={t('message.layout.menuSearchPlaceholder')}
        notFoundContent={t('message.layout.menuSearchEmpty')}
        onSearch={setQuery}
        onSelect={(path: string) => {
          close();
          openMenu(path);
        }}
      />
    </Modal>
  );
}
