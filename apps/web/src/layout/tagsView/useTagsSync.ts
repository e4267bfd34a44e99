import { useEffect } from 'react';
import { useSession } from '@/lib/session';
import { useThemeConfig } from '@/lib/themeConfig';
import { pinnedTags } from './tagFromMenu';
import { tagKey } from './tagIdentity';
import { savedTags, useTags } from './tagsStore';
import { useCurrentTag } from './useCurrentTag';

/**
 * Keeps the tags store in step with the app: pinned (and, with isCacheTagsView, restored) tags
 * on load, the page on screen as the active tag, and new keys when share mode flips.
 * Returns the active tag.
 */
export function useTagsSync() {
  const current = useCurrentTag();
  const share = useThemeConfig((s) => s.themeConfig.isShareTagsView);

  // Declared first, so it runs before the page on screen is opened below.
  useEffect(() => {
    if (useTags.getState().initialised) return;
    const { isCacheTagsView, isShareTagsView } = useThemeConfig.getState().themeConfig;
    useTags.getState().init(pinnedTags(useSession.getState().menuList, isShareTagsView), isCacheTagsView ? savedTags() : []);
  }, []);

  useEffect(() => {
    if (current) useTags.getState().open(current);
    else useTags.setState({ activeKey: null });
  }, [current]);

  // Only when a key disagrees with the mode (it flipped, or restored tags were saved in the other one).
  useEffect(() => {
    const { tags, rekey } = useTags.getState();
    if (tags.some((t) => t.key !== tagKey(t.route, share))) rekey(share);
  }, [share]);

  return current;
}
