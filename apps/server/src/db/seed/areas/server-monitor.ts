import type { AreaSeed } from './area-seed';

/** Menus and dictionaries of the server monitor page, under the monitor directory, inserted once ever by the seed (see ../menus.ts, ../dicts.ts). */
export const SERVER_MONITOR_SEED: AreaSeed = { menus: [], dicts: [] };
