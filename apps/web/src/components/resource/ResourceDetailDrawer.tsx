import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { detailFields, hasOp, type FieldDefinition, type Label, type ResourceDefinition } from '@ledgerdesk/shared';
import '../locales';
import type { DictionaryMap } from '../dict/useDictionaries';
import { DetailDrawer } from './DetailDrawer';
import { fieldDisplay, type DisplayContext } from './fieldDisplay';
import { resourceApi, type ResourceRow } from './resourceApi';
import { resourceKeys } from './resourceKeys';
import type { CellRenderer } from './useResourceColumns';
import { useDisplayContext } from './useDisplayContext';
import { useLabel } from './useLabel';

interface ResourceDetailDrawerProps<Row extends ResourceRow> {
  definition: ResourceDefinition;
  /** The row whose detail is open; null when closed. */
  row: Row | null;
  dicts: DictionaryMap;
  onClose: () => void;
  /** A page's own renderers for some fields, instead of the type's formatting (the list's, where they must agree). */
  cells?: Readonly<Record<string, CellRenderer<Row>>>;
  /** Content under the fields (related records, history). */
  extra?: (row: Row) => ReactNode;
}

/**
 * Every detail field of one row, formatted. The row is read again with `get` where the resource
 * has it: the server may show holders of a reveal permission what the list masks.
 */
export function ResourceDetailDrawer<Row extends ResourceRow>({ definition, row, dicts, onClose, cells, extra }: ResourceDetailDrawerProps<Row>) {
  const label = useLabel();
  const ctx = useDisplayContext(dicts, true);
  const inReadersLanguage = useDisplayContext(dicts);
  const readable = hasOp(definition, 'get');
  const detail = useQuery({
    queryKey: resourceKeys(definition).detail(row?.id ?? 0),
    queryFn: () => resourceApi(definition).get<Row>(row!.id),
    enabled: row !== null && readable,
  });
  const shown = readable ? detail.data : row;
  return (
    <DetailDrawer
      open={row !== null}
      loading={readable && detail.isLoading}
      title={recordTitle(definition, row, label, ctx)}
      onClose={onClose}
      items={
        shown
          ? detailFields(definition).map(([name, field]) => ({
              key: name,
              label: label(field.label),
              children: cells?.[name]
                ? cells[name](shown[name], shown)
                : fieldDisplay(name, field, shown, readsAsStored(definition, field) ? ctx : inReadersLanguage),
            }))
          : []
      }
    >
      {shown && extra ? <div style={{ marginTop: 16 }}>{extra(shown)}</div> : null}
    </DetailDrawer>
  );
}

/**
 * Whether the detail shows a field as stored. A text given in each language is, when its texts in
 * the other languages have rows of their own beside it (a dictionary's name); when they are not
 * shown (a recharge's channel, worked out with the row), it reads in the reader's language, as in
 * the list.
 */
function readsAsStored(definition: ResourceDefinition, field: FieldDefinition): boolean {
  const others = field.languages ? Object.values(field.languages) : [];
  return others.every((other) => definition.fields[other]?.detail !== false);
}

/**
 * `demo_dave #4` when the definition names a row by a field, shown as the list shows it (a time in
 * the operator's zone, a translation key translated), else `Position #4`.
 */
function recordTitle(definition: ResourceDefinition, row: ResourceRow | null, label: (l: Label) => string, ctx: DisplayContext): string {
  const field = definition.recordLabel ? definition.fields[definition.recordLabel] : undefined;
  const named = field && row ? row[definition.recordLabel!] : undefined;
  if (named === undefined || named === null || named === '') return `${atSentenceStart(label(definition.recordName ?? definition.title))} #${row?.id ?? ''}`;
  const shown = fieldDisplay(definition.recordLabel!, field!, row!, ctx);
  return `${typeof shown === 'string' ? shown : String(named)} #${row?.id ?? ''}`;
}

/** A record's name begins the title: 'position' → 'Position' (a Chinese name is left as it is). */
function atSentenceStart(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
