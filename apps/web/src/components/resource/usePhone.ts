import { useNarrowerThan } from '@/lib/useNarrowerThan';

/** antd's `sm` breakpoint: narrower than this is a phone held upright. */
const PHONE_WIDTH_PX = 576;

/** A phone-sized screen: lists show their first columns and full-width filters. */
export function usePhone(): boolean {
  return useNarrowerThan(PHONE_WIDTH_PX);
}
