import { roleResource } from '@ledgerdesk/shared/resources/system/role';
import { userResource } from '@ledgerdesk/shared/resources/system/user';
import { resourceMenuSeed } from '../resource-menu-seed';
import type { AreaSeed } from './area-seed';

/**
 * Users and roles under System: each page with a button per write and action, granted to the
 * super role only until an administrator grants them (who may grant them is the delegation rule).
 */
export const USERS_SEED: AreaSeed = { menus: [...resourceMenuSeed(userResource), ...resourceMenuSeed(roleResource)], dicts: [] };
