import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { TagActionIcon } from './TagActionIcon';
import type { Tag } from './tagsStore';
import type { TagAction } from './useTagActions';

interface Props {
  tag: Tag;
  /** Where the right-click happened, in viewport pixels. */
  x: number;
  y: number;
  onAction: (action: TagAction, key: string) => void;
  onClose: () => void;
}

const EDGE = 8;

/**
 * The right-click menu of one tag. It holds on to that tag, so every item acts on the tag the
 * menu was opened on (anchor §4 #I61VS9), and it is measured and kept inside the window (#I4KN78).
 */
export function TagContextMenu({ tag, x, y, onAction, onClose }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLUListElement>(null);
  const [position, setPosition] = useState({ left: x, top: y });

  useLayoutEffect(() => {
    const menu = ref.current;
    if (!menu) return;
    const { width, height } = menu.getBoundingClientRect();
    setPosition({
      left: Math.max(EDGE, Math.min(x, window.innerWidth - width - EDGE)),
      top: Math.max(EDGE, Math.min(y, window.innerHeight - height - EDGE)),
    });
    menu.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [x, y]);

  useEffect(() => {
    const closeOutside = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) onClose();
    };
    const closeOnEscape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('pointerdown', closeOutside, true);
    document.addEventListener('keydown', closeOnEscape);
    window.addEventListener('resize', onClose);
    window.addEventListener('blur', onClose);
    return () => {
      document.removeEventListener('pointerdown', closeOutside, true);
      document.removeEventListener('keydown', closeOnEscape);
      window.removeEventListener('resize', onClose);
      window.removeEventListener('blur', onClose);
    };
  }, [onClose]);

  const actions: TagAction[] = tag.isAffix
    ? ['refresh', 'closeOthers', 'closeAll', 'fullscreen']
    : ['refresh', 'close', 'closeOthers', 'closeAll', 'fullscreen'];

  return createPortal(
    <ul ref={ref} role="menu" aria-label={t('message.tagsView.more')} className="tags-context-menu" style={position}>
      {actions.map((action) => (
        <li key={action} role="none">
          <button
            type="button"
            role="menuitem"
            data-action={action}
            onClick={() => {
              onClose();
              onAction(action, tag.key);
            }}
          >
            <TagActionIcon action={action} />
            {t(`message.tagsView.${action}`)}
          </button>
        </li>
      ))}
    </ul>,
    document.body,
  );
}
