import { isTextPerLanguage, type TextPerLanguage } from './constants';

/**
 * Why the server refused a call, in a form every client language can render. The envelope's `msg`
 * stays English and human (logs, scripts, the fallback); beside it `data` carries:
 *
 * - `reason`: a stable code from REFUSAL_REASONS, looked up by the client as `refusal.<reason>`;
 * - `params`: what the sentence needs (an order number, a limit, a state). Numbers that are money
 *   or limits travel as trimmed decimal text (`decimalParam`), states and levels as a dictionary
 *   value (`dictParam`) the client shows by its label, records as their stored names
 *   (`namesParam`), which the client words as its pages do;
 * - `fields` (unchanged, English) and `issues`: per field, a code from FIELD_ISSUE_CODES (zod's own
 *   issue codes plus ours) with its params, rendered by the client as `refusal.field.<code>`.
 *
 * A client that knows neither reason nor code shows `msg` / `fields[name]` as before.
 */

/** A dictionary value (a state, a level), or several: the client shows `dict`'s label for each. */
export interface DictParam {
  dict: string;
  value: string | string[];
}
/**
 * Records by their names: each as stored (a built-in role or menu is named by a translation key,
 * which the client translates) or in each language (a menu given its own English title). The client
 * shows each as its pages do, in its language, joined as a list.
 */
export interface NamesParam {
  names: Array<string | TextPerLanguage>;
}
export type RefusalParam = string | number | DictParam | NamesParam;
export type RefusalParams = Record<string, RefusalParam>;

export const REFUSAL_REASONS = [
  // the request itself
  'request.invalid',
  'request.malformedJson',
  'request.malformedMultipart',
  'request.noEndpoint',
  'request.internal',
  // who may call
  'auth.required',
  'auth.tooManyAttempts',
  'auth.wrongPassword',
  'access.permissionRequired',
  'access.noPermissionDeclared',
  'access.cannotGrant',
  'access.outsideScope',
  'access.rowOutsideScope',
  'access.superRoleOnly',
  // generic records (the resource engine and hand-written areas)
  'record.notFound',
  'record.stale',
  'record.duplicate',
  'record.inUse',
  'record.notEditable',
  'record.hasChildren',
  'record.wrongState',
  // reviews (recharge, withdrawal, real-name)
  'review.ownOrder',
  'review.lastEditor',
  'review.firstApprover',
  'review.stateChanged',
  // finance
  'finance.memberMissing',
  'finance.memberDisabled',
  'finance.memberNotNormal',
  'finance.withdrawHeld',
  'finance.currencyUnknown',
  'finance.currencyDisabled',
  'finance.channelCurrency',
  'finance.channelWalletCode',
  'finance.notPending',
  'finance.remarkRequired',
  'finance.secondApprovalAmount',
  'finance.belowMinimum',
  'finance.feeNotCovered',
  'finance.amountLimit',
  'finance.insufficientBalance',
  'finance.voucherMissing',
  'finance.voucherNotImage',
  // members and real-name verification
  'member.notFound',
  'kyc.notFound',
  'kyc.primaryFirst',
  'kyc.alreadyVerified',
  'kyc.pendingExists',
  'kyc.idNumberTaken',
  'kyc.noPrimary',
  'kyc.documentMissing',
  'kyc.documentNotImage',
  // users, roles, menus, departments, posts, dictionaries
  'user.lastSuper',
  'user.ownAccount',
  'user.holdsBeyondCaller',
  'user.noSuchOperator',
  'role.superUndeletable',
  'role.held',
  'menu.granted',
  'dept.hasUsers',
  'post.held',
  'dict.typeHasData',
  // personal centre
  'personal.userGone',
  'personal.valueTaken',
  'personal.avatarNotChoosable',
  'personal.wrongPassword',
  'personal.samePassword',
  'personal.noSuchSession',
  // files
  'file.notFound',
  'file.contentMissing',
  'file.foreign',
  // four-eyes requests and budget accounts (issue 14 groundwork)
  'approval.alreadyPending',
  'approval.unknownKind',
  'approval.notMaker',
  'approval.missing',
  'approval.decided',
  'approval.sameOperator',
  'finance.budgetMissing',
  'finance.budgetClosed',
  'finance.budgetExhausted',
  'idempotency.keyReused',
  'idempotency.inFlight',
  'idempotency.keyMalformed',
  // member config and trial funds
  // -- trial funds and budget accounts
  'finance.budgetInUse',
  'finance.budgetCurrency',
  'member.trialTemplateNotActive',
  'member.trialMaxPerMember',
  'member.trialTermsFourEyes',
  'member.trialTemplateEnded',
  'member.trialBatchEmpty',
  'member.trialBatchTooLarge',
  'member.batchAlreadyListed',
  'member.trialGrantUnpaid',
  'memberConfig.withdrawBlocked',
  'memberConfig.rechargeBlocked',
  'memberConfig.withdrawDailyLimit',
  'memberConfig.withdraw30dLimit',
  'memberConfig.withdrawLimitUnpriced',
  'memberConfig.testFlagLocked',
  'memberConfig.changedSince',
  'memberConfig.noChange',
  // wallet codes, channels, addresses, black list
  'treasury.decimalsLocked',
  'treasury.scaleLocked',
  'treasury.walletCodeAsset',
  'treasury.depositsOff',
  'treasury.withdrawalsOff',
  'treasury.addressInvalid',
  'treasury.memberHasAddress',
  'treasury.addressInUse',
  'treasury.requestOutdated',
  // compliance decision on a recharge credited frozen (black-listed sender)
  'treasury.notHeldFrozen',
  // third-party payout
  'payout.payerIsReviewer',
  'payout.notRetryable',
  'payout.nothingToReconcile',
  'payout.inFlight',
  'payout.providerUnknown',
  'payout.badSignature',
  'payout.malformedEvent',
  'payout.staleEvent',
  'payout.replayedEvent',
  'payout.unknownPayment',
  'payout.providerPaying',
  // awards and red envelopes (issue 16)
  'awards.amountNotPositive',
  'awards.amountScale',
  'awards.endsBeforeStart',
  'awards.evidenceMissing',
  'awards.campaignBudgetExceeded',
  'awards.reverseNotCovered',
  'awards.batchEmpty',
  'awards.batchTooLarge',
  'awards.envelopeTerms',
  'awards.envelopeOutsideWindow',
  'awards.envelopeEmpty',
  'awards.envelopeNotEligible',
  'awards.envelopeAlreadyClaimed',
  // -- contracts (issue 15)
  'contract.deliveryDisabled',
  'contract.deliveryJurisdiction',
  'contract.cycleNotActive',
  'contract.notDeliveryProduct',
  'contract.stakeOutOfRange',
  'contract.openStakeLimit',
  'contract.indexStale',
  'contract.voidReason',
  'contract.indexSourceInvalid',
  'contract.methodFourEyes',
  'contract.leverageOptions',
  'contract.productDelisted',
  'contract.termsFourEyes',
  'contract.qtyRange',
  'contract.deliveryAtMissing',
  'contract.quoteAsset',
  'contract.openPositions',
  'contract.notTestProduct',
  'contract.alreadyPromoted',
  'contract.notFixedExpiry',
  'contract.stakeLimits',
  'contract.effectiveInPast',
  'contract.nothingChanges',
  'contract.notTestMember',
  'contract.contractSizeFixed',
  // risk and security
  'risk.ipBlocked',
  'risk.selfBlock',
  'risk.rangeTooWide',
  'risk.notLocked',
  'risk.entryChanged',
  'risk.entriesInvalid',
  // reports
  'report.badBusinessDate',
  'report.futureDay',
  'report.dayNotClosed',
  'report.swapPairUnknown',
  'report.swapPairPaused',
  'report.swapPairAwaitingApproval',
  'report.swapAmountOutOfRange',
  'report.swapOutsideSpread',
  'report.swapQuoteExpired',
  'report.transferCounterparty',
  // -- code generator
  'generator.tableUnavailable',
  'generator.cannotGenerate',
  'generator.productionWrite',
  'generator.filesExist',
  'generator.resourceTaken',
  // -- marketing: redemption codes and coupons
  'marketing.codeInvalid',
  'marketing.tooManyAttempts',
  'marketing.batchNotRedeemable',
  'marketing.redeemLimit',
  'marketing.codesAlreadyMinted',
  'marketing.awaitingApproval',
  'marketing.templateNotPublished',
  'marketing.couponTotalLimit',
  'marketing.couponPerMember',
  'marketing.couponNotUsable',
  'marketing.couponMinSpend',
  'marketing.couponLiveEdit',
  'marketing.sendEmpty',
  'marketing.sendTooLarge',
  // -- marketing: points, sign-in, prize wheel
  'marketing.pointsInsufficient',
  'marketing.itemOff',
  'marketing.outOfStock',
  'marketing.perMemberLimit',
  'marketing.notUnderway',
  'marketing.alreadySigned',
  'marketing.oddsSum',
  'marketing.wheelClosed',
  'marketing.noChance',
  'marketing.chancesAlreadyGranted',
  'marketing.seedNotRevealed',
  // -- staking (catalogue §4)
  'staking.amountInvalid',
  'staking.belowMinimum',
  'staking.totalCapReached',
  'staking.memberCapReached',
  'staking.productNotOpen',
  'staking.disclosureMissing',
  'staking.termsInvalid',
  'staking.termsUnchanged',
  'staking.changedSince',
  'staking.rateLocked',
  'staking.noRate',
  'staking.futureDate',
  'staking.poolShort',
  'staking.earlyRedeemNotAllowed',
  'staking.memberNotNormal',
  // -- contract trading (issue 15)
  'contract.noPrice',
  'contract.orderNotOpen',
  'contract.positionNotOpen',
  'contract.memberNotNormal',
  'contract.productNotTradable',
  'contract.qtyOutOfRange',
  'contract.leverageNotOffered',
  'contract.nothingToClose',
  'contract.leverageMismatch',
  'contract.noMarketMaker',
  'contract.bulkCancelNeedsLock',
  // -- copy trading (issue 15)
  'copy.leadWrongState',
  'copy.applicationGuard',
  'copy.alreadyLead',
  'copy.followExists',
  'copy.slotsFull',
  'copy.belowMinCopy',
  'copy.selfFollow',
  'copy.leadNotOpen',
  'copy.followWrongState',
  'copy.inviteNotUsable',
  'copy.inviteAlreadyUsed',
  'copy.rateAboveTier',
  'copy.tierUnchanged',
  'copy.dayNotOver',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/**
 * What is wrong with one field. zod's issue codes (too_big with maximum, invalid_type with
 * expected, …) come from the schemas; the rest are refusals a handler makes about one field.
 */
export const FIELD_ISSUE_CODES = [
  'required',
  'invalid_type',
  'too_big',
  'too_small',
  'invalid_format',
  'invalid_value',
  'not_multiple_of',
  'unrecognized_keys',
  'invalid_union',
  'invalid',
  // refinements of packages/shared (given as zod `params: { issue }`)
  'nul',
  'unicode',
  'isoDate',
  'tooLarge',
  'email',
  'mobile',
  'reasonRequired',
  'decimal',
  'positive',
  'maxDecimals',
  'maxDigits',
  // handlers
  'noSuchRecord',
  'disabled',
  'outsideScope',
  'taken',
  'notChoosable',
  'wrongPassword',
  'samePassword',
  'beyondCaller',
  'stale',
  'belowMinimum',
  'feeNotCovered',
  'amountLimit',
  'remarkRequired',
  'secondApprovalAmount',
  'notAllowed',
] as const;
export type FieldIssueCode = (typeof FIELD_ISSUE_CODES)[number];

export interface FieldIssue {
  code: FieldIssueCode;
  params?: RefusalParams;
}
export type FieldIssues = Record<string, FieldIssue>;

/** `data` of a refusal: any of these beside whatever else the call returns (ids, retryAfterSeconds…). */
export interface RefusalData {
  reason?: string;
  params?: RefusalParams;
  fields?: Record<string, string>;
  issues?: FieldIssues;
}

/** A decimal as an operator writes it: no trailing zeros, no exponent ("10.500000000000000000" → "10.5"). */
export function decimalParam(value: string | number): string {
  const text = String(value).trim();
  const match = /^(-?\d+)(?:\.(\d*?))0*$/.exec(text);
  if (!match) return text;
  const [, whole, fraction] = match;
  return fraction ? `${whole}.${fraction}` : whole === '-0' ? '0' : whole!;
}

export const dictParam = (dict: string, value: string | string[]): DictParam => ({ dict, value });
export const namesParam = (names: ReadonlyArray<string | TextPerLanguage>): NamesParam => ({ names: [...names] });

export function isDictParam(value: unknown): value is DictParam {
  if (typeof value !== 'object' || value === null || typeof (value as DictParam).dict !== 'string') return false;
  const v = (value as DictParam).value;
  return typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string'));
}

export function isNamesParam(value: unknown): value is NamesParam {
  const names = typeof value === 'object' && value !== null ? (value as NamesParam).names : undefined;
  return Array.isArray(names) && names.every((name) => typeof name === 'string' || isTextPerLanguage(name));
}

/** Reads the refusal parts of an envelope's `data`, whatever else it holds. */
export function refusalDataOf(data: unknown): RefusalData {
  if (typeof data !== 'object' || data === null) return {};
  const d = data as Record<string, unknown>;
  const record = (v: unknown) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? v : undefined);
  return {
    reason: typeof d.reason === 'string' ? d.reason : undefined,
    params: record(d.params) as RefusalParams | undefined,
    fields: record(d.fields) as Record<string, string> | undefined,
    issues: record(d.issues) as FieldIssues | undefined,
  };
}
