/**
 * The money operations: recharge, withdrawal, the money log and what waits for review. Members
 * and real-name applications have their own files (../member.ts, ../kyc.ts). The server's
 * README (apps/server/src/modules/finance/README.md) describes every call.
 */
export * from './money';
export * from './recharge';
export * from './withdraw';
export * from './money-log';
export * from './pending';
export * from './review-rights';
