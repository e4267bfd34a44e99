import type { ReactNode } from 'react';
import { usePermission } from './usePermission';

interface GateProps<V> {
  value: V;
  children: ReactNode;
  /** Shown instead when the permission is missing (nothing by default). */
  fallback?: ReactNode;
}

/** Renders its children only with the permission `value` (or the wildcard). */
export function Auth({ value, children, fallback = null }: GateProps<string>) {
  return <>{usePermission().has(value) ? children : fallback}</>;
}

/** Renders its children with ANY of the permissions in `value`. */
export function Auths({ value, children, fallback = null }: GateProps<readonly string[]>) {
  return <>{usePermission().hasAny(value) ? children : fallback}</>;
}

/** Renders its children only with ALL of the permissions in `value`. */
export function AuthAll({ value, children, fallback = null }: GateProps<readonly string[]>) {
  return <>{usePermission().hasAll(value) ? children : fallback}</>;
}
