import type { AreaSeed } from './area-seed';

/** Menus and dictionaries of scheduled jobs and their log, under the monitor directory, inserted once ever by the seed (see ../menus.ts, ../dicts.ts). */
export const JOBS_SEED: AreaSeed = { menus: [], dicts: [] };
