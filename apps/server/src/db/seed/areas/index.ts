import type { AreaSeed } from './area-seed';
import { AUDIT_SEED } from './audit';
import { CONFIG_SEED } from './config';
import { JOBS_SEED } from './jobs';
import { MONITOR_SEED } from './monitor';
import { NOTICE_SEED } from './notice';
import { SERVER_MONITOR_SEED } from './server-monitor';
import { OIDC_SEED } from './oidc';
import { ORG_SEED } from './org';
import { PERSONAL_SEED } from './personal';
import { SCAN_SEED } from './scan';
import { SMS_SEED } from './sms';
import { USERS_SEED } from './users';
import { APPROVAL_SEED } from './approval';
import { MEMBER_CONFIG_SEED } from './member-config';
import { TREASURY_SEED } from './treasury';
import { PAYOUT_SEED } from './payout';
import { RISK_SEED } from './risk';
import { REPORT_SEED } from './report';
import { TRIAL_SEED } from './trial';
import { MARKETING_SEED } from './marketing';
import { CONTRACTS_SEED } from './contracts';
import { MARKETING_AWARDS_SEED } from './marketing-awards';
import { MARKETING_POINTS_SEED } from './marketing-points';
import { GENERATOR_SEED } from './generator';
import { OUTBOX_SEED } from './outbox';
import { CONTENT_SEED } from './content';
import { MARKETING_CODES_SEED } from './marketing-codes';
import { STAKING_SEED } from './staking';
import { CONTRACT_TRADING_SEED } from './contract-trading';
import { COPY_TRADING_SEED } from './copy-trading';

/** Each area's entries, kept in its own file so each area owns them; a directory before its pages. */
export const AREA_SEEDS: readonly AreaSeed[] = [
  ORG_SEED,
  USERS_SEED,
  PERSONAL_SEED,
  SMS_SEED,
  SCAN_SEED,
  OIDC_SEED,
  CONFIG_SEED,
  NOTICE_SEED,
  MONITOR_SEED,
  AUDIT_SEED,
  SERVER_MONITOR_SEED,
  JOBS_SEED,
  // Business pages I (issue 14).
  APPROVAL_SEED,
  MEMBER_CONFIG_SEED,
  TREASURY_SEED,
  PAYOUT_SEED,
  RISK_SEED,
  REPORT_SEED,
  TRIAL_SEED,
  // Business pages III (issue 16).
  CONTENT_SEED,
  // Business pages III (issue 16): awards and red envelopes.
  MARKETING_SEED,
  MARKETING_AWARDS_SEED,
  MARKETING_CODES_SEED,
  MARKETING_POINTS_SEED,
  // Business pages II (issue 15): staking; contracts (the directory, instruments, index prices,
  // delivery contracts, settlement audit), then entrusts, positions and deals in it; copy trading.
  STAKING_SEED,
  CONTRACTS_SEED,
  CONTRACT_TRADING_SEED,
  COPY_TRADING_SEED,
  // -- code generator
  GENERATOR_SEED,
  // Business pages III (issue 16).
  OUTBOX_SEED,
];
