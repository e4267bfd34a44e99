import type { ActionDefinition, ResourceDefinition } from '@ledgerdesk/shared';
import { actionPermissionOf } from '@ledgerdesk/shared';

/** The actions of a definition offered at a scope to an operator holding `has`'s permissions. */
export function permittedActions(definition: ResourceDefinition, scope: ActionDefinition['scope'], has: (permission: string) => boolean): [string, ActionDefinition][] {
  return Object.entries(definition.actions ?? {}).filter(([name, action]) => action.scope === scope && has(actionPermissionOf(definition, name, action)));
}

/** Whether a row is in a state the action applies to (the server checks again). */
export function appliesTo(action: ActionDefinition, row: Record<string, unknown>): boolean {
  if (!action.when) return true;
  const value = row[action.when.field];
  return value !== null && value !== undefined && action.when.in.includes(String(value));
}
