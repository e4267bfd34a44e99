import type { AreaSeed } from './area-seed';

/**
 * Nothing to seed. The personal centre is every signed-in user's, not a grant: its routes are
 * `authenticated` (modules/personal/routes.ts) and the console reaches /personal through a static
 * route of the shell whatever the user's menus. The seeded 'personal' menu (../menus.ts, the super
 * role's, hidden) stays as it is: the seed inserts each key once ever, so granting it to another
 * role here would reach new installations only, and no menu should decide who may change their own
 * password.
 */
export const PERSONAL_SEED: AreaSeed = { menus: [], dicts: [] };
