/**
 * Lead-trader tiers (catalogue §6.1, Obs BY/BG): the most a tier may take as profit share and how
 * many followers it may have. Published with the programme; a tier change is four-eyes.
 */
export const LEAD_TIERS = {
  BRONZE: { maxShareRate: '0.1', maxFollowers: 100 },
  SILVER: { maxShareRate: '0.12', maxFollowers: 300 },
  GOLD: { maxShareRate: '0.15', maxFollowers: 500 },
  PLATINUM: { maxShareRate: '0.2', maxFollowers: 800 },
  LEGEND: { maxShareRate: '0.3', maxFollowers: 1000 },
} as const;
export type LeadTier = keyof typeof LEAD_TIERS;
export const LEAD_TIER_NAMES = Object.keys(LEAD_TIERS) as LeadTier[];

/** Advanced KYC (level 2) is required of a lead trader. */
export const LEAD_MIN_KYC_LEVEL = 2;
export const LEAD_TIER_APPROVE_PERMISSION = 'copy/lead-trader/approve';
export const LEAD_TIER_KIND = 'copy-lead.tier';
