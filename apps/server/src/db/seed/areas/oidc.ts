import { userIdentityResource } from '@ledgerdesk/shared/resources/system/user-identity';
import { resourceMenuSeed } from '../resource-menu-seed';
import type { AreaSeed } from './area-seed';

/**
 * Linked accounts (System › Linked accounts): the page and its add and delete buttons, for the
 * administrator only (no role is granted them; the super role sees every menu).
 */
export const OIDC_SEED: AreaSeed = { menus: resourceMenuSeed(userIdentityResource), dicts: [] };
