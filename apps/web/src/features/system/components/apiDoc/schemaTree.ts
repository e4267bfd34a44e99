import { OPENAPI_DESCRIPTIONS_EXTENSION, type Language } from '@ledgerdesk/shared';
import type { SchemaObject, TextsPerLanguage } from './openApiDocument';

/*
 * A JSON schema as a tree a person reads: one node per field with its type, whether it is
 * required, its constraints and description. `$ref`s are followed into the document's
 * components; a reference already open on the way down (a recursive tree) is shown, not followed.
 */

export interface SchemaNode {
  key: string;
  name: string;
  /** `string`, `integer`, `array<object>`, `MenuRoute`, `one of`… */
  type: string;
  required: boolean;
  /** Constraints and hints: format, nullable, allowed values, bounds, default. */
  details: string[];
  description?: FieldDescription;
  /** The component this node repeats (a recursive reference), not expanded again. */
  recursiveRef?: string;
  children?: SchemaNode[];
}

type Components = Record<string, SchemaObject> | undefined;

/** A field's description: the English of the document, and its other languages where given. */
export interface FieldDescription {
  text: string;
  perLanguage?: TextsPerLanguage;
}

/** The description a schema gives (`text` given: a parameter's, which the document keeps beside its schema). */
export function descriptionOf(schema: SchemaObject, text = schema.description): FieldDescription | undefined {
  return text ? { text, perLanguage: schema[OPENAPI_DESCRIPTIONS_EXTENSION] } : undefined;
}

/** A description in the reader's language, the English where the document gives no other. */
export const descriptionIn = (description: FieldDescription, language: Language): string => description.perLanguage?.[language] ?? description.text;

const REF_PREFIX = '#/components/schemas/';

export const refName = (ref: string) => (ref.startsWith(REF_PREFIX) ? ref.slice(REF_PREFIX.length) : ref);

/** Components the server named after a route (a recursive row without a name of its own) read as plain objects. */
const GENERATED_NAME = /_schema\d+$/;
const typeNameOf = (name: string) => (GENERATED_NAME.test(name) ? 'object' : name);

/** The schema a `$ref` points at, with the name it was reached by. */
function resolve(schema: SchemaObject, components: Components): { schema: SchemaObject; name?: string } {
  if (!schema.$ref) return { schema };
  const name = refName(schema.$ref);
  return { schema: components?.[name] ?? {}, name };
}

function detailsOf(schema: SchemaObject): string[] {
  const details: string[] = [];
  if (schema.format) details.push(schema.format);
  if (schema.nullable) details.push('nullable');
  if (schema.enum) details.push(`∈ {${schema.enum.map((v) => JSON.stringify(v)).join(', ')}}`);
  const lower = schema.exclusiveMinimum === true ? '>' : '≥';
  if (schema.minimum !== undefined && Math.abs(schema.minimum) < Number.MAX_SAFE_INTEGER) details.push(`${lower} ${schema.minimum}`);
  if (typeof schema.exclusiveMinimum === 'number') details.push(`> ${schema.exclusiveMinimum}`);
  if (schema.maximum !== undefined && Math.abs(schema.maximum) < Number.MAX_SAFE_INTEGER) details.push(`≤ ${schema.maximum}`);
  if (schema.minLength !== undefined) details.push(`length ≥ ${schema.minLength}`);
  if (schema.maxLength !== undefined) details.push(`length ≤ ${schema.maxLength}`);
  if (schema.minItems !== undefined) details.push(`items ≥ ${schema.minItems}`);
  if (schema.maxItems !== undefined) details.push(`items ≤ ${schema.maxItems}`);
  if (schema.pattern) details.push(`/${schema.pattern}/`);
  if (schema.default !== undefined) details.push(`default ${JSON.stringify(schema.default)}`);
  return details;
}

function typeOf(schema: SchemaObject, components: Components, refNameUsed?: string): string {
  if (refNameUsed) return typeNameOf(refNameUsed);
  if (schema.anyOf || schema.oneOf) return 'one of';
  if (schema.allOf) return 'all of';
  if (schema.type === 'array' && schema.items) {
    const { schema: item, name } = resolve(schema.items, components);
    return `array<${typeOf(item, components, name)}>`;
  }
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return 'any';
}

function childrenOf(schema: SchemaObject, components: Components, key: string, open: readonly string[]): SchemaNode[] | undefined {
  if (schema.properties) {
    const required = new Set(schema.required ?? []);
    return Object.entries(schema.properties).map(([name, child]) => nodeOf(name, child, required.has(name), components, `${key}.${name}`, open));
  }
  if (schema.type === 'array' && schema.items) {
    const { schema: item, name } = resolve(schema.items, components);
    if (name && open.includes(name)) return [nodeOf('[ ]', schema.items, false, components, `${key}[]`, open)];
    return childrenOf(item, components, `${key}[]`, name ? [...open, name] : open);
  }
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants) return variants.map((variant, i) => nodeOf(`#${i + 1}`, variant, false, components, `${key}|${i}`, open));
  if (typeof schema.additionalProperties === 'object') {
    return [nodeOf('[key]', schema.additionalProperties, false, components, `${key}{}`, open)];
  }
  return undefined;
}

export function nodeOf(name: string, raw: SchemaObject, required: boolean, components: Components, key: string, open: readonly string[] = []): SchemaNode {
  const { schema, name: ref } = resolve(raw, components);
  const node: SchemaNode = { key, name, type: typeOf(schema, components, ref), required, details: detailsOf(schema) };
  // The field's own words win over those of the schema it refers to.
  const description = descriptionOf(raw) ?? descriptionOf(schema);
  if (description) node.description = description;
  if (ref && open.includes(ref)) return { ...node, recursiveRef: ref };
  const children = childrenOf(schema, components, key, ref ? [...open, ref] : open);
  if (children?.length) node.children = children;
  return node;
}

/** The top-level fields of a body or answer (the root itself is not a field). */
export function schemaNodes(schema: SchemaObject, components: Components): SchemaNode[] {
  const root = nodeOf('', schema, true, components, 'root');
  return root.children ?? [root];
}

/** The schema with its references written out, a repeated one left as `{ $ref }`: for the JSON view. */
export function expandReferences(schema: SchemaObject, components: Components, open: readonly string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((item) => expandReferences(item as SchemaObject, components, open));
  if (schema === null || typeof schema !== 'object') return schema;
  if (schema.$ref) {
    const name = refName(schema.$ref);
    if (open.includes(name) || !components?.[name]) return { $ref: schema.$ref };
    return expandReferences(components[name], components, [...open, name]);
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, expandReferences(v as SchemaObject, components, open)]));
}
