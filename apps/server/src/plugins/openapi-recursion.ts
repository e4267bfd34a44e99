import { z } from 'zod';

/*
 * fastify-type-provider-zod references a recursive schema (a tree row) as a component, but when
 * the schema has no id it names it `schema0` and drops its definition, leaving a dangling `$ref`.
 * Such a piece is converted again here, and its definitions become components named after the
 * route (`GET_menu_list_200_schema0`), so every reference in the document resolves.
 */

type Json = Record<string, unknown>;

const COMPONENTS = '#/components/schemas/';
/** How zod names a definition it had to extract without an id. */
const ANONYMOUS = /^_*schema\d+$/;
const DANGLING = new RegExp(`"${COMPONENTS.replaceAll('/', '\\/')}_*schema\\d+"`);

export function hasDanglingReference(converted: unknown): boolean {
  return converted !== undefined && DANGLING.test(JSON.stringify(converted));
}

/**
 * The piece as OpenAPI 3.0 JSON Schema with its anonymous definitions added to `components`
 * under `<prefix>_<name>`; definitions with an id keep the names the components transform gives
 * them (`Id`, or `IdInput` for request schemas).
 */
export function convertRecursive(schema: z.ZodType, io: 'input' | 'output', prefix: string, components: Json): Json {
  const { definitions = {}, ...root } = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io,
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
  }) as Json & { definitions?: Record<string, Json> };
  const componentName = (name: string) =>
    ANONYMOUS.test(name) ? `${prefix}_${name.replace(/^_+/, '')}` : io === 'input' ? `${name}Input` : name;
  const rewrite = (value: Json): Json =>
    JSON.parse(JSON.stringify(value).replace(/"#\/definitions\/([^"]+)"/g, (_match, name: string) => `"${COMPONENTS}${componentName(name)}"`));
  for (const [name, definition] of Object.entries(definitions)) {
    if (ANONYMOUS.test(name)) components[componentName(name)] = rewrite(definition);
  }
  return rewrite(root);
}
