import type { AreaSeed } from './area-seed';

/** Menus and dictionaries of this area, inserted once ever by the seed (see ../menus.ts, ../dicts.ts). */
export const SMS_SEED: AreaSeed = { menus: [], dicts: [] };
