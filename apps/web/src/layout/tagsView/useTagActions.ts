import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTags } from './tagsStore';

export const TAG_ACTIONS = ['refresh', 'close', 'closeOthers', 'closeAll', 'fullscreen'] as const;
export type TagAction = (typeof TAG_ACTIONS)[number];

/**
 * Runs a tag action on the tag it was asked for (not necessarily the active one, anchor §4
 * #I61VS9) and then goes where the store says.
 */
export function useTagActions(): (action: TagAction, key: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (action, key) => {
      const store = useTags.getState();
      const target = {
        refresh: () => store.refresh(key),
        close: () => store.close(key),
        closeOthers: () => store.closeOthers(key),
        closeAll: () => store.closeAll(),
        fullscreen: () => store.setPageFullscreen(key, true),
      }[action]();
      if (target) void navigate(target);
    },
    [navigate],
  );
}
