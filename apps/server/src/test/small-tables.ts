import type { BoundResource } from '../resource/bound-resource';

/**
 * Resources whose table stays small (rows an operator configures by hand, or a set their scope
 * keeps to a handful), each with the reason: their lists and pickers may read the whole table.
 * Every other list's page 1 must be read in order from an index (default-order-index.test.ts), and
 * its prefix searches and pickers from one too (text-prefix-index.test.ts), or each request reads
 * the whole table (a million rows: a scan and a sort of each, some 100–200 ms).
 */
export const SMALL_TABLES: Record<string, string> = {
  'content/news-category': 'categories an editor keeps',
  'content/service-link': 'links an editor keeps',
  'contract/delivery-cycle': 'a few cycles per product',
  'contract/index-source': 'the price sources an operator configures',
  'contract/product': 'the listed products',
  'contract/test-product': 'the listed products',
  'contract/term-change': 'scheduled changes to product terms',
  'copy/lead-trader': 'the approved lead traders',
  'earn/product': 'the staking products',
  'finance/budget': 'budgets the treasury sets',
  'finance/channel': 'the recharge channels',
  'finance/currency': 'the currencies the platform keeps',
  'finance/payout': 'scoped to withdrawals stuck in PAYING, read through the status index',
  'marketing/award-campaign': 'campaigns an operator creates',
  'marketing/coupon-template': 'templates an operator creates',
  'marketing/points-item': 'the points shop catalogue',
  'marketing/redeem-batch': 'batches an operator creates',
  'marketing/signin-campaign': 'campaigns an operator creates',
  'marketing/wheel': 'wheels an operator creates',
  'marketing/wheel-prize': 'a few prizes per wheel',
  'member/trial-template': 'templates an operator creates',
  'report/daily-statement': 'one row per currency and day',
  'system/dictData': 'dictionary entries',
  'system/notice': 'notices the staff publish',
  'system/post': 'the staff posts',
  'system/role': 'the staff roles',
  'system/user': 'the staff',
  'system/userIdentity': 'the staff sign-in identities',
};

/** A list whose table can grow with the business: neither a tree nor one of the SMALL_TABLES. */
export const canGrow = (resource: BoundResource): boolean => !resource.definition.tree && !(resource.name in SMALL_TABLES);

/**
 * Lists that search anywhere in a text (`contains`, ilike '%…%', which no btree index answers)
 * although their page 1 is read from an index, each with why the table stays within a few thousand
 * rows: such a search reads them all. A table that grows with the business (orders, members, logs)
 * searches by the start of a text instead (`prefix`, served by a `foldedTextIndex`).
 */
export const SEARCHED_ANYWHERE: Record<string, string> = {
  'content/banner': 'banners an editor places',
  'content/news': 'articles an editor writes, a few a day at most',
  'content/notice': 'announcements an editor publishes',
  'content/web-config': 'the site settings',
  'finance/wallet-code': 'one per asset and network',
  'monitor/job': 'the scheduled jobs',
  'system/config': 'the system parameters',
  'system/dictType': 'the dictionaries',
  'system/generator': 'the tables of the database',
};
