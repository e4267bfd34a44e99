import type { TFunction } from 'i18next';
import { generatorDesignSchema } from '@ledgerdesk/shared/generator/design';

/** A form control's place in the design: `['columns', 2, 'column']`. */
export type DesignPath = (string | number)[];

interface SchemaIssue {
  code: string;
  message: string;
  path: PropertyKey[];
  params?: Record<string, unknown>;
}

const samePath = (a: PropertyKey[], b: DesignPath) => a.length === b.length && a.every((key, i) => key === b[i]);

/** `columns[2].column`, as the server names a field, → `['columns', 2, 'column']`, as the form does. */
export const pathOfField = (name: string): DesignPath =>
  name
    .split(/[.[\]]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** One refusal of the shared schema in the operator's language: its rule's text, else the schema's English. */
function issueText(t: TFunction, issue: SchemaIssue): string {
  const params = issue.params;
  if (issue.code !== 'custom' || typeof params?.rule !== 'string') return issue.message;
  // The type travels as its API name (text64); the operator knows it by the name the type picker shows.
  const type = typeof params.type === 'string' ? { type: t(`message.generator.designer.types.${params.type}`) } : {};
  return t(`message.generator.rule.${params.rule}`, { ...params, ...type });
}

/**
 * A form rule checking one control with the shared schema over the whole form, so rules across
 * controls (a column named twice, a default outside its status values) hold too and the console
 * refuses exactly what the server would.
 */
export function designRule(t: TFunction, form: { getFieldsValue: (all: true) => unknown }, path: DesignPath) {
  return {
    validator: async () => {
      const result = generatorDesignSchema.safeParse(form.getFieldsValue(true));
      const issue = result.success ? undefined : (result.error.issues as SchemaIssue[]).find((i) => samePath(i.path, path));
      if (issue) throw new Error(issueText(t, issue));
    },
  };
}
