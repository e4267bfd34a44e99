import { MARKETING_DIRECTORY } from '@ledgerdesk/shared/resources/marketing/labels';
import type { AreaSeed } from './area-seed';

/**
 * The Marketing directory (issue 16), one row for the three marketing areas that hang their pages
 * under it (awards and envelopes, codes and coupons, points, sign-in and the wheel). Seeded before them.
 */
export const MARKETING_SEED: AreaSeed = {
  menus: [
    {
      key: MARKETING_DIRECTORY.key,
      type: 'M',
      path: MARKETING_DIRECTORY.path,
      name: 'marketing',
      component: 'layout/routerView/parent',
      redirect: '/marketing/award',
      title: MARKETING_DIRECTORY.title['zh-cn'],
      titleEn: MARKETING_DIRECTORY.title.en,
      titleZhTw: MARKETING_DIRECTORY.title['zh-tw'],
      icon: MARKETING_DIRECTORY.icon,
      sort: MARKETING_DIRECTORY.sort,
      roles: ['common'],
    },
  ],
  dicts: [],
};
