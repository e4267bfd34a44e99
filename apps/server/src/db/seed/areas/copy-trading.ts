import { followResource } from '@ledgerdesk/shared/resources/copy/follow';
import { inviteResource, inviteUseResource } from '@ledgerdesk/shared/resources/copy/invite';
import { COPY_DIRECTORY } from '@ledgerdesk/shared/resources/copy/labels';
import { leadStatsResource } from '@ledgerdesk/shared/resources/copy/lead-stats';
import { leadTraderResource } from '@ledgerdesk/shared/resources/copy/lead-trader';
import { orderLinkResource } from '@ledgerdesk/shared/resources/copy/order-link';
import { profitShareResource } from '@ledgerdesk/shared/resources/copy/profit-share';
import { resourceMenuSeed } from '../resource-menu-seed';
import type { AreaSeed } from './area-seed';
import { directorySeed } from './directory-seed';

/**
 * Copy trading (issue 15, catalogue §6). The demo operator's role gets every page and button; the
 * tier change's second eye (`copy/lead-trader/approve` on the Approvals page) is refused to its maker.
 */
export const COPY_TRADING_SEED: AreaSeed = {
  menus: [
    directorySeed(COPY_DIRECTORY, 'copy', '/copy/lead-trader'),
    ...resourceMenuSeed(leadTraderResource),
    ...resourceMenuSeed(followResource),
    ...resourceMenuSeed(orderLinkResource),
    ...resourceMenuSeed(profitShareResource),
    ...resourceMenuSeed(inviteResource),
    ...resourceMenuSeed(inviteUseResource),
    ...resourceMenuSeed(leadStatsResource),
  ],
  dicts: [],
};
