import { promoPgliteResource } from '@ledgerdesk/shared/resources/gt29660/promo-pglite';
import { resourceMenuSeed } from '../resource-menu-seed';
import type { AreaSeed } from './area-seed';

/** The page and a button per write, for the super role until a role is granted them; its dictionaries. */
export const GT29660_PROMOPGLITE_SEED: AreaSeed = {
  menus: resourceMenuSeed(promoPgliteResource),
  dicts: [
    {
      type: 't_gen_pglite_promo_status',
      name: ['Status', 'Status', 'Status'],
      data: [
        ['DRAFT', ['DRAFT', 'DRAFT', 'DRAFT'], 'default', true],
        ['LIVE', ['LIVE', 'LIVE', 'LIVE'], 'default'],
      ],
    },
  ],
};
