import type { ComponentType } from 'react';
import type { ActionDefinition, ResourceDefinition } from '@ledgerdesk/shared';
import type { ResourceRow } from './resourceApi';

/** An action being asked for: which one, and on which rows (one for `row`, the selection for `bulk`, none for `page`). */
export interface PendingAction<Row extends ResourceRow = ResourceRow> {
  name: string;
  action: ActionDefinition;
  rows: Row[];
}

/** What a page's own dialog for a named action gets (a review dialog, say) instead of the generic one. */
export interface ActionDialogProps<Row extends ResourceRow = ResourceRow> extends PendingAction<Row> {
  definition: ResourceDefinition;
  /** Calls the action's endpoint with `{ id | ids, ...input }`; rejects with the server's ApiError. */
  run: (input: Record<string, unknown>) => Promise<unknown>;
  /** After the server accepted it: refreshes the list and details. */
  onDone: () => void;
  onClose: () => void;
}

export type ActionDialogs<Row extends ResourceRow = ResourceRow> = Readonly<Record<string, ComponentType<ActionDialogProps<Row>>>>;
