import type { HTMLAttributes, MouseEvent } from 'react';
import { CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuIcon } from '@/components/icons/MenuIcon';
import { useMenuTitle } from '@/lib/menuTitle';
import type { Tag } from './tagsStore';
import type { TagAction } from './useTagActions';

interface Props {
  tag: Tag;
  active: boolean;
  showIcon: boolean;
  dragProps: HTMLAttributes<HTMLElement>;
  onAction: (action: TagAction, key: string) => void;
  onContextMenu: (tag: Tag, x: number, y: number) => void;
}

const MIDDLE_BUTTON = 1;

/** One tag: its link, and on the active tag refresh and close; close is never offered on a pinned tag. */
export function TagItem({ tag, active, showIcon, dragProps, onAction, onContextMenu }: Props) {
  // Subscribes to language changes, so the title follows the language at once.
  const { t } = useTranslation();
  const title = useMenuTitle()(tag);

  const onMouseDown = (e: MouseEvent) => {
    // The middle button would start the browser's autoscroll instead of closing.
    if (e.button === MIDDLE_BUTTON) e.preventDefault();
  };
  const onAuxClick = (e: MouseEvent) => {
    if (e.button !== MIDDLE_BUTTON) return;
    e.preventDefault();
    if (!tag.isAffix) onAction('close', tag.key);
  };

  return (
    <li
      className={`tags-view-item${active ? ' is-active' : ''}`}
      data-key={tag.key}
      onMouseDown={onMouseDown}
      onAuxClick={onAuxClick}
      onContextMenu={(e) => {
        e.preventDefault();
        onContextMenu(tag, e.clientX, e.clientY);
      }}
      {...dragProps}
    >
      <Link to={tag.path} aria-current={active ? 'page' : undefined} className="tags-view-link" draggable={false}>
        {active && <span className="tags-view-dot" aria-hidden />}
        {showIcon && tag.icon && <MenuIcon name={tag.icon} />}
        <span className="tags-view-title">{title}</span>
      </Link>
      {active && (
        <button type="button" className="tags-view-button" aria-label={`${t('message.tagsView.refresh')} ${title}`} onClick={() => onAction('refresh', tag.key)}>
          <ReloadOutlined aria-hidden />
        </button>
      )}
      {!tag.isAffix && (
        <button
          type="button"
          className="tags-view-button tags-view-close"
          aria-label={`${t('message.tagsView.close')} ${title}`}
          onClick={() => onAction('close', tag.key)}
        >
          <CloseOutlined aria-hidden />
        </button>
      )}
    </li>
  );
}
