import type { AreaSeed } from './area-seed';

/** Menus and dictionaries of the login log, the operation log and online users, under the monitor directory, inserted once ever by the seed (see ../menus.ts, ../dicts.ts). */
export const AUDIT_SEED: AreaSeed = { menus: [], dicts: [] };
