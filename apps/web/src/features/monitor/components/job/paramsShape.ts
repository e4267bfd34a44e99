interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
}

function typeOf(schema: JsonSchema): string {
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.type === 'array') return `${schema.items ? typeOf(schema.items) : 'any'}[]`;
  if (schema.type === 'object' && schema.properties) return shapeOfObject(schema) ?? 'object';
  return Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
}

function shapeOfObject(schema: JsonSchema): string | null {
  const entries = Object.entries(schema.properties ?? {});
  if (!entries.length) return null;
  const required = new Set(schema.required ?? []);
  return `{ ${entries.map(([name, property]) => `${name}${required.has(name) ? '' : '?'}: ${typeOf(property)}`).join(', ')} }`;
}

/** A handler's parameter schema (JSON Schema from its zod schema) as one readable line, or null when it takes none. */
export function paramsShapeOf(schema: unknown): string | null {
  if (!schema || typeof schema !== 'object') return null;
  return shapeOfObject(schema as JsonSchema);
}
