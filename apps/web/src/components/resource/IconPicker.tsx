import { useState } from 'react';
import { Button, Flex, Input, Popover, Tooltip } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import '../locales';
import { MENU_ICON_NAMES, MenuIcon } from '../icons/MenuIcon';

interface IconPickerProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  id?: string;
}

/** Picks one of the bundled menu icons (only those can be shown), or none. */
export function IconPicker({ value, onChange, disabled, id }: IconPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const names = MENU_ICON_NAMES.filter((name) => name.toLowerCase().includes(query.trim().toLowerCase()));
  const grid = (
    <div style={{ width: 300 }}>
      <Input allowClear size="small" placeholder={t('message.resource.icon.search')} value={query} onChange={(e) => setQuery(e.target.value)} style={{ marginBottom: 8 }} />
      <Flex wrap gap={4} style={{ maxHeight: 220, overflowY: 'auto' }} role="listbox" aria-label={t('message.resource.icon.title')}>
        {names.map((name) => (
          <Tooltip key={name} title={name} mouseEnterDelay={0.4}>
            <Button
              role="option"
              aria-selected={name === value}
              aria-label={name}
              type={name === value ? 'primary' : 'default'}
              icon={<MenuIcon name={name} />}
              onClick={() => {
                onChange?.(name);
                setOpen(false);
              }}
            />
          </Tooltip>
        ))}
      </Flex>
    </div>
  );
  return (
    <Popover trigger="click" open={open && !disabled} onOpenChange={setOpen} content={grid} title={t('message.resource.icon.title')} placement="bottomLeft">
      <Input
        id={id}
        readOnly
        disabled={disabled}
        value={value ?? ''}
        placeholder={t('message.resource.icon.placeholder')}
        prefix={<MenuIcon name={value ?? undefined} />}
        suffix={
          value && !disabled ? (
            <CloseCircleFilled
              aria-label={t('message.resource.icon.clear')}
              style={{ color: 'rgba(0,0,0,0.25)', cursor: 'pointer' }}
              onClick={(e) => {
                e.stopPropagation();
                onChange?.(null);
              }}
            />
          ) : (
            <span />
          )
        }
        style={{ cursor: 'pointer' }}
      />
    </Popover>
  );
}
