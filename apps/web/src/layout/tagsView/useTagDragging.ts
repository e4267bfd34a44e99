import { useEffect, useState, type DragEvent, type HTMLAttributes } from 'react';
import { useThemeConfig } from '@/lib/themeConfig';
import { useTags } from './tagsStore';

/** Dragging is off on narrow screens, where it fought with scrolling (anchor §4 #I3ZRRI). */
export const SORTABLE_MIN_WIDTH = 1000;

function useWideEnough(): boolean {
  const [wide, setWide] = useState(() => window.innerWidth >= SORTABLE_MIN_WIDTH);
  useEffect(() => {
    const onResize = () => setWide(window.innerWidth >= SORTABLE_MIN_WIDTH);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return wide;
}

const DRAG_TYPE = 'application/x-ledgerdesk-tag';

/**
 * Reordering by native drag and drop: a tag strip needs only "drop here", so no library. The new
 * order goes into the store (and from there to session storage), never only into the DOM.
 * Answers the props that make one tag draggable and a drop target.
 */
export function useTagDragging(): (key: string) => HTMLAttributes<HTMLElement> {
  const sortable = useThemeConfig((s) => s.themeConfig.isSortableTagsView);
  const wide = useWideEnough();
  return (key) =>
    sortable && wide
      ? {
          draggable: true,
          onDragStart: (e: DragEvent) => {
            e.dataTransfer.setData(DRAG_TYPE, key);
            e.dataTransfer.effectAllowed = 'move';
          },
          onDragOver: (e: DragEvent) => {
            if (e.dataTransfer.types.includes(DRAG_TYPE)) e.preventDefault();
          },
          onDrop: (e: DragEvent) => {
            const from = e.dataTransfer.getData(DRAG_TYPE);
            if (!from) return;
            e.preventDefault();
            useTags.getState().move(from, key);
          },
        }
      : { draggable: false };
}
