import { CONTRACT_TRADING_DIRECTORY } from '@ledgerdesk/shared/resources/contract/trading-labels';
import { dealResource } from '@ledgerdesk/shared/resources/contract/deal';
import { entrustResource } from '@ledgerdesk/shared/resources/contract/entrust';
import { positionResource } from '@ledgerdesk/shared/resources/contract/position';
import { directorySeed } from './directory-seed';
import { resourceMenuSeed } from '../resource-menu-seed';
import type { AreaSeed } from './area-seed';

/**
 * Entrusts, positions and contract deals (issue 15, catalogue §5.5, §5.6) under the Contracts
 * directory (key `contract`; the product-contract area seeds the same directory: keep one).
 */
export const CONTRACT_TRADING_SEED: AreaSeed = {
  menus: [
    directorySeed(CONTRACT_TRADING_DIRECTORY, 'contract', '/contract/entrust'),
    ...resourceMenuSeed(entrustResource),
    ...resourceMenuSeed(positionResource),
    ...resourceMenuSeed(dealResource),
  ],
  dicts: [],
};
