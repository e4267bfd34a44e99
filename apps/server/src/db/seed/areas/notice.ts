import type { AreaSeed } from './area-seed';

/** Menus and dictionaries of system notices (system/notice) and the notification centre, inserted once ever by the seed (see ../menus.ts, ../dicts.ts). */
export const NOTICE_SEED: AreaSeed = { menus: [], dicts: [] };
