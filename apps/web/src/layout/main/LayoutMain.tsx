import { Layout } from 'antd';
import { PendingAlerts } from '@/features/finance/pendingAlerts/PendingAlerts';
import { useThemeConfig } from '@/lib/themeConfig';
import { KeepAliveOutlet } from '../pageCache/KeepAliveOutlet';
import { TagsView } from '../tagsView/TagsView';
import { useTags } from '../tagsView/tagsStore';
import { useTagsSync } from '../tagsView/useTagsSync';
import { ExitPageFullscreen } from './ExitPageFullscreen';
import { LayoutFooter } from './LayoutFooter';
import './layoutMain.css';

/**
 * The main content area every layout renders below its header: the tags view (isTagsview), the
 * cached page outlet, then the footer (isFooter). In page full screen it covers the whole
 * window itself, so no layout has to hide its aside and header (and a resize cannot bring them
 * back, anchor §4 #I46E6T).
 *
 * The pending-review alerts have their own region above the page, in the flow: the page moves
 * down to make room, so an alert never lies over a page's controls (floating, they took the clicks
 * meant for the lists' last rows and pagers). Empty, the region takes no space. Mounted here, the
 * alerts exist only in the signed-in console, never on its full-screen pages.
 */
export function LayoutMain() {
  const { isTagsview, isFooter } = useThemeConfig((s) => s.themeConfig);
  const isPageFullscreen = useTags((s) => s.isPageFullscreen);
  const current = useTagsSync();

  return (
    <div className={`layout-main${isPageFullscreen ? ' is-page-fullscreen' : ''}`}>
      {isTagsview && !isPageFullscreen && <TagsView />}
      <div className="layout-main-alerts">
        <PendingAlerts />
      </div>
      <Layout.Content className="layout-main-content">
        <KeepAliveOutlet current={current} />
      </Layout.Content>
      {isFooter && !isPageFullscreen && <LayoutFooter />}
      {isPageFullscreen && <ExitPageFullscreen />}
    </div>
  );
}
