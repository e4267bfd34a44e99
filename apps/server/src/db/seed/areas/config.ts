import type { AreaSeed } from './area-seed';

/** Menus and dictionaries of config parameters (system/config), inserted once ever by the seed (see ../menus.ts, ../dicts.ts). */
export const CONFIG_SEED: AreaSeed = { menus: [], dicts: [] };
