import { dealResource } from '@ledgerdesk/shared/resources/contract/deal';
import { entrustResource } from '@ledgerdesk/shared/resources/contract/entrust';
import { positionResource } from '@ledgerdesk/shared/resources/contract/position';
import { resourceMenuSeed } from '../resource-menu-seed';
import type { AreaSeed } from './area-seed';

/**
 * Entrusts, positions and contract deals (issue 15, catalogue §5.5, §5.6) under the Contracts
 * directory, which the product-contract area (./contracts) seeds before them.
 */
export const CONTRACT_TRADING_SEED: AreaSeed = {
  menus: [
    ...resourceMenuSeed(entrustResource),
    ...resourceMenuSeed(positionResource),
    ...resourceMenuSeed(dealResource),
  ],
  dicts: [],
};
