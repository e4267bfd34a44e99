import { useState } from 'react';
import { listedFields, type ResourceDefinition } from '@ledgerdesk/shared';

export interface ColumnLayout {
  /** Every listed field, in the order shown. */
  order: string[];
  hidden: string[];
}

const storageKey = (definition: ResourceDefinition) => `ledgerdesk:columns:${definition.name}`;

export function defaultLayout(definition: ResourceDefinition): ColumnLayout {
  // A listed virtual field is answered by the list's decorateList hook (the server refuses to start otherwise).
  return { order: listedFields(definition).map(([name]) => name), hidden: [] };
}

/**
 * A stored layout fitted to the definition as it is now: fields it no longer lists drop out, new
 * ones join at the end, so a deployment that adds a column never hides it from anyone.
 */
function fitted(definition: ResourceDefinition, stored: Partial<ColumnLayout> | null): ColumnLayout | null {
  if (!stored || !Array.isArray(stored.order)) return null;
  const known = defaultLayout(definition).order;
  const order = stored.order.filter((name) => known.includes(name));
  return {
    order: [...new Set([...order, ...known.filter((name) => !order.includes(name))])],
    hidden: (Array.isArray(stored.hidden) ? stored.hidden : []).filter((name) => known.includes(name)),
  };
}

function read(definition: ResourceDefinition): ColumnLayout | null {
  try {
    return fitted(definition, JSON.parse(localStorage.getItem(storageKey(definition)) ?? 'null') as Partial<ColumnLayout> | null);
  } catch {
    return null;
  }
}

/**
 * Which listed columns show, in what order, per resource. Nothing is written until the operator
 * changes something (a stored copy of the defaults would pin them); reset forgets the stored
 * layout and the definition's own order comes back, now and after reloads.
 */
export function useColumnSettings(definition: ResourceDefinition) {
  const [stored, setStored] = useState<ColumnLayout | null>(() => read(definition));
  const layout = stored ?? defaultLayout(definition);
  const save = (next: ColumnLayout) => {
    localStorage.setItem(storageKey(definition), JSON.stringify(next));
    setStored(next);
  };
  return {
    layout,
    customised: stored !== null,
    visible: layout.order.filter((name) => !layout.hidden.includes(name)),
    toggle: (name: string, shown: boolean) =>
      save({ ...layout, hidden: shown ? layout.hidden.filter((n) => n !== name) : [...new Set([...layout.hidden, name])] }),
    move: (name: string, by: -1 | 1) => {
      const order = [...layout.order];
      const from = order.indexOf(name);
      const to = from + by;
      if (from < 0 || to < 0 || to >= order.length) return;
      [order[from], order[to]] = [order[to] as string, order[from] as string];
      save({ ...layout, order });
    },
    reset: () => {
      localStorage.removeItem(storageKey(definition));
      setStored(null);
    },
  };
}
