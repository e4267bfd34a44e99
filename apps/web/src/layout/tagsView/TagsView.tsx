import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { Button, Dropdown, theme } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useThemeConfig } from '@/lib/themeConfig';
import '../main/locales';
import { TagActionIcon } from './TagActionIcon';
import { TagContextMenu } from './TagContextMenu';
import { TagItem } from './TagItem';
import { useTags, type Tag } from './tagsStore';
import { TAG_ACTIONS, useTagActions } from './useTagActions';
import { useTagDragging } from './useTagDragging';
import './tagsView.css';

interface OpenMenu {
  tag: Tag;
  x: number;
  y: number;
}

/** The strip of open pages above the content (SPEC §2 tags view), in one of the three tag styles. */
export function TagsView() {
  const { t } = useTranslation();
  const tags = useTags((s) => s.tags);
  const activeKey = useTags((s) => s.activeKey);
  const { tagsStyle, isTagsviewIcon } = useThemeConfig((s) => s.themeConfig);
  // The primary as the theme paints it (deepened where white text needs it), not the raw setting.
  const primary = theme.useToken().token.colorPrimary;
  const run = useTagActions();
  const dragProps = useTagDragging();
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const closeMenu = useCallback(() => setMenu(null), []);
  const strip = useRef<HTMLUListElement>(null);

  // Scrolls the strip alone (scrollIntoView could scroll the whole page) so the active tag shows.
  // In the frame's own animation callback, before it is painted: the positions need a layout, and
  // read here, in the effects of the console's first render, they forced one that the effects after
  // this one undid (the largest single cost of that render at 4× CPU).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = strip.current;
      const active = [...(list?.children ?? [])].find((el) => (el as HTMLElement).dataset.key === activeKey) as HTMLElement | undefined;
      if (!list || !active) return;
      if (active.offsetLeft < list.scrollLeft) list.scrollLeft = active.offsetLeft;
      else if (active.offsetLeft + active.offsetWidth > list.scrollLeft + list.clientWidth) {
        list.scrollLeft = active.offsetLeft + active.offsetWidth - list.clientWidth;
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [activeKey, tags.length]);

  const active = tags.find((tag) => tag.key === activeKey);
  const activeActions = TAG_ACTIONS.filter((action) => action !== 'close' || (active && !active.isAffix));

  return (
    <nav
      className={`tags-view ${tagsStyle}`}
      aria-label={t('message.tagsView.label')}
      style={{ '--tags-primary': primary } as CSSProperties}
    >
      <ul
        ref={strip}
        className="tags-view-list"
        onWheel={(e) => {
          if (strip.current) strip.current.scrollLeft += e.deltaY;
        }}
      >
        {tags.map((tag) => (
          <TagItem
            key={tag.key}
            tag={tag}
            active={tag.key === activeKey}
            showIcon={isTagsviewIcon}
            dragProps={dragProps(tag.key)}
            onAction={run}
            onContextMenu={(target, x, y) => setMenu({ tag: target, x, y })}
          />
        ))}
      </ul>
      {active && (
        <Dropdown
          trigger={['click']}
          placement="bottomRight"
          menu={{
            items: activeActions.map((action) => ({ key: action, icon: <TagActionIcon action={action} />, label: t(`message.tagsView.${action}`) })),
            onClick: ({ key }) => run(key as (typeof TAG_ACTIONS)[number], active.key),
          }}
        >
          <Button type="text" size="small" className="tags-view-more" aria-label={t('message.tagsView.more')} icon={<DownOutlined />} />
        </Dropdown>
      )}
      {menu && <TagContextMenu {...menu} onAction={run} onClose={closeMenu} />}
    </nav>
  );
}
