import { ANY_EVM, EVM_NETWORKS } from '@ledgerdesk/shared/resources/treasury/common';

/** Longest address pattern an operator may save. */
export const PATTERN_MAX = 200;
/** Quantifiers whose count varies (`*`, `+`, `{n,}`, `{n,m}`): each one more multiplies the backtracking. */
const VARIABLE_QUANTIFIERS_MAX = 2;
/** Optional parts (`?`, `{0,1}`): each doubles the paths at worst. */
const OPTIONALS_MAX = 6;

export interface PatternProblem {
  message: string;
}

/**
 * Why an address pattern is unsafe or invalid, or undefined. The pattern runs on every address
 * imported, added or withdrawn to, in the server's backtracking engine (no linear-time engine is
 * installed), so only a shape that cannot backtrack catastrophically is accepted: anchored with ^
 * and $, no back-references or look-arounds, no quantifier on a group that itself holds a
 * quantifier or an alternation (the (a+)+ and (a|a)* families), at most two variable-length
 * quantifiers and a few optional parts. With addresses capped at 128 characters, the worst case
 * is a few hundred thousand steps. Real address formats (TRON, EVM, bech32, bank numbers) fit.
 */
export function addressPatternProblem(pattern: string): PatternProblem | undefined {
  if (pattern.length > PATTERN_MAX) return { message: `must be at most ${PATTERN_MAX} characters` };
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$')) return { message: 'must start with ^ and end with $ (the whole address must match)' };
  try {
    new RegExp(pattern, 'u');
  } catch (error) {
    return { message: `is not a valid regular expression: ${(error as Error).message}` };
  }
  // Each open group: whether its body quantifies or alternates (a quantifier on it would nest).
  const groups: Array<{ risky: boolean }> = [];
  let variable = 0;
  let optional = 0;
  let lastAtom: 'atom' | 'group-safe' | 'group-risky' | null = null;
  const markRisky = () => {
    const top = groups[groups.length - 1];
    if (top) top.risky = true;
  };
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i]!;
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (/[1-9]/.test(next) || next === 'k') return { message: 'must not use back-references' };
      i += 1;
      lastAtom = 'atom';
      continue;
    }
    if (c === '[') {
      // A character class is one atom whatever it holds.
      i += 1;
      if (pattern[i] === '^') i += 1;
      if (pattern[i] === ']') i += 1;
      while (i < pattern.length && pattern[i] !== ']') i += pattern[i] === '\\' ? 2 : 1;
      lastAtom = 'atom';
      continue;
    }
    if (c === '(') {
      if (pattern[i + 1] === '?') {
        if (pattern[i + 2] !== ':') return { message: 'must not use look-arounds or named groups (only ( ) and (?: ))' };
        i += 2;
      }
      groups.push({ risky: false });
      lastAtom = null;
      continue;
    }
    if (c === ')') {
      const group = groups.pop();
      lastAtom = group?.risky ? 'group-risky' : 'group-safe';
      if (group?.risky) markRisky();
      continue;
    }
    if (c === '|') {
      markRisky();
      lastAtom = null;
      continue;
    }
    const quantifier = /^(\*|\+|\?|\{(\d+)(,(\d*))?\})/.exec(pattern.slice(i));
    if (quantifier && lastAtom) {
      if (lastAtom === 'group-risky') return { message: 'must not repeat a group that holds a quantifier or an alternation (catastrophic backtracking)' };
      const [token, , min, comma, max] = quantifier;
      const isOptional = token === '?' || (comma !== undefined && min === '0' && max === '1');
      const isVariable = !isOptional && (token === '*' || token === '+' || (comma !== undefined && max !== min));
      if (isVariable) variable += 1;
      if (isOptional) optional += 1;
      markRisky();
      i += token!.length - 1;
      // A lazy or possessive marker after the quantifier belongs to it.
      if (pattern[i + 1] === '?') i += 1;
      lastAtom = null;
      continue;
    }
    lastAtom = c === '^' || c === '$' ? null : 'atom';
  }
  if (variable > VARIABLE_QUANTIFIERS_MAX) return { message: `must have at most ${VARIABLE_QUANTIFIERS_MAX} variable-length quantifiers (*, +, {n,m})` };
  if (optional > OPTIONALS_MAX) return { message: `must have at most ${OPTIONALS_MAX} optional parts (?)` };
  return undefined;
}

/** The compiled pattern of a wallet code (an empty pattern accepts any address). */
export function addressMatcher(pattern: string): (address: string) => boolean {
  if (!pattern) return () => true;
  const regex = new RegExp(pattern, 'u');
  return (address) => regex.test(address);
}

export const isEvmNetwork = (network: string) => EVM_NETWORKS.includes(network);
const EVM_SHAPE = /^0x[0-9a-fA-F]{40}$/;

/**
 * An address as stored and compared: whitespace (including zero-width and no-break spaces pasted
 * from documents) removed; EVM addresses lower-cased, since their mixed case is only a checksum.
 * `evm` undefined: decided by the address's shape (a withdrawal that names no wallet code).
 */
export function normaliseAddress(address: string, evm?: boolean): string {
  const trimmed = address.replace(/[\s\u200B-\u200D\uFEFF]/gu, '');
  const isEvm = evm ?? EVM_SHAPE.test(trimmed);
  return isEvm ? trimmed.toLowerCase() : trimmed;
}

/** Whether addresses under this wallet code (or ANY_EVM) are EVM ones. */
export const evmOf = (walletCode: string, network: string | undefined) => walletCode === ANY_EVM || (network !== undefined && isEvmNetwork(network));
