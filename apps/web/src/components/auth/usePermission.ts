import { useCallback, useMemo } from 'react';
import { hasAllPermissions, hasAnyPermission, hasPermission } from '@ledgerdesk/shared';
import { useSession } from '@/lib/session';

/** Permission checks against the list getUserMenus gave; re-renders when that list changes. */
export function usePermission() {
  const granted = useSession((s) => s.permissions);
  const has = useCallback((p: string) => hasPermission(granted, p), [granted]);
  const hasAny = useCallback((ps: readonly string[]) => hasAnyPermission(granted, ps), [granted]);
  const hasAll = useCallback((ps: readonly string[]) => hasAllPermissions(granted, ps), [granted]);
  return useMemo(() => ({ has, hasAny, hasAll }), [has, hasAny, hasAll]);
}
