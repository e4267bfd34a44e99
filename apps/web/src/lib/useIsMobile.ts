import { MOBILE_BREAKPOINT } from '@ledgerdesk/shared';
import { useNarrowerThan } from './useNarrowerThan';

/** Narrower than MOBILE_BREAKPOINT (1000px): the shell's aside becomes a drawer behind a hamburger, and pages that point to the menu say so. */
export function useIsMobile(): boolean {
  return useNarrowerThan(MOBILE_BREAKPOINT);
}
