import type { AreaSeed } from './area-seed';
import { OIDC_SEED } from './oidc';
import { ORG_SEED } from './org';
import { PERSONAL_SEED } from './personal';
import { SCAN_SEED } from './scan';
import { SMS_SEED } from './sms';
import { USERS_SEED } from './users';

/** The identity and access areas, each kept in its own file so each area owns its entries. */
export const AREA_SEEDS: readonly AreaSeed[] = [ORG_SEED, USERS_SEED, PERSONAL_SEED, SMS_SEED, SCAN_SEED, OIDC_SEED];
