import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ActionDefinition, ResourceDefinition } from '@ledgerdesk/shared';
import '../locales';
import { ApiError } from '@/lib/request';
import { refusalText } from '@/lib/refusalText';
import { ActionFormDialog } from './ActionFormDialog';
import type { ActionDialogs, PendingAction } from './actionTypes';
import { resourceApi, type ResourceRow } from './resourceApi';
import { resourceKeys } from './resourceKeys';
import { useLabel } from './useLabel';

/** The body an action's endpoint takes for its scope. */
function payloadOf(action: ActionDefinition, rows: ResourceRow[], input: Record<string, unknown>): Record<string, unknown> {
  if (action.scope === 'row') return { id: rows[0]?.id, ...input };
  if (action.scope === 'bulk') return { ids: rows.map((r) => r.id), ...input };
  return input;
}

const idempotencyKeys = new WeakMap<object, { body: string; key: string }>();
/**
 * The Idempotency-Key of one opening of an action: kept while the same body is resent (a double
 * click, a retry after a lost answer), new when the operator corrects the input after a refusal
 * (the server refuses one key for two different bodies) and at the next opening.
 */
function idempotencyKeyOf(target: object, payload: object): string {
  const body = JSON.stringify(payload);
  const known = idempotencyKeys.get(target);
  if (known?.body === body) return known.key;
  const key = crypto.randomUUID();
  idempotencyKeys.set(target, { body, key });
  return key;
}

/**
 * Runs deletes and custom actions: a page's own dialog for the action when it gives one, else the
 * generic dialog when the action takes input or a reason, else a confirmation when it has one.
 * Every success refreshes the resource's lists and details.
 */
export function useResourceActions<Row extends ResourceRow>(definition: ResourceDefinition, dialogs: ActionDialogs<Row> = {}, afterChange?: () => void) {
  const { t } = useTranslation();
  const label = useLabel();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const api = resourceApi(definition);
  const [pending, setPending] = useState<PendingAction<Row> | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: resourceKeys(definition).all });
    afterChange?.();
  };
  // A refusal may mean someone else changed the row meanwhile: the list shows it as it is now.
  // One Idempotency-Key per opening of an action (the pending target), kept across its resends.
  const run = useCallback(
    (target: PendingAction<Row>) => (input: Record<string, unknown>) => {
      const payload = payloadOf(target.action, target.rows, input);
      return resourceApi(definition)
        .action(target.name, target.action, payload, idempotencyKeyOf(target, payload))
        .catch((error: unknown) => {
          void queryClient.invalidateQueries({ queryKey: resourceKeys(definition).all });
          throw error;
        });
    },
    [definition, queryClient],
  );
  // One function per opening of a dialog: a dialog that runs its action as it opens (the wheel draw's
  // verify, from an effect on `run`) ran it again on every render of the page, and a refusal, which
  // refreshes the list and so renders the page, asked the server again in a loop.
  const runPending = useMemo(() => (pending ? run(pending) : null), [pending, run]);
  const done = () => {
    void message.success(t('message.resource.actionDone'));
    refresh();
  };
  const runNow = async (target: PendingAction<Row>) => {
    try {
      await run(target)({});
      done();
    } catch (error) {
      if (error instanceof ApiError) void message.error(refusalText(error));
      refresh();
    }
  };

  const start = (name: string, action: ActionDefinition, rows: Row[]) => {
    const target = { name, action, rows };
    if (dialogs[name] || action.input || action.reason) setPending(target);
    else if (action.confirm)
      modal.confirm({
        title: label(action.label),
        content: label(action.confirm),
        okButtonProps: { danger: action.danger },
        okText: label(action.label),
        cancelText: t('message.resource.cancel'),
        onOk: () => runNow(target),
      });
    else void runNow(target);
  };

  const remove = (rows: Row[], onRemoved?: () => void) =>
    modal.confirm({
      title: t('message.resource.delete.title'),
      content: t('message.resource.delete.confirm', { count: rows.length, ids: rows.map((r) => `#${r.id}`).join(', ') }),
      okText: t('message.resource.delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('message.resource.cancel'),
      onOk: async () => {
        try {
          const { deleted } = await api.remove(rows.map((r) => r.id));
          void message.success(t('message.resource.delete.done', { count: deleted }));
          onRemoved?.();
        } catch (error) {
          // The request client has shown the server's reason (a row with children, say).
          if (!(error instanceof ApiError)) throw error;
        }
        refresh();
      },
    });

  let dialog: ReactNode = null;
  if (pending && runPending) {
    const Dialog = dialogs[pending.name] ?? ActionFormDialog;
    dialog = <Dialog {...pending} definition={definition} run={runPending} onDone={done} onClose={() => setPending(null)} />;
  }
  return { start, remove, dialog };
}

export type ResourceActions<Row extends ResourceRow> = ReturnType<typeof useResourceActions<Row>>;
