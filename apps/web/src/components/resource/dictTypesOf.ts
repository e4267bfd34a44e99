import type { FieldDefinition, ResourceDefinition } from '@ledgerdesk/shared';

/** Every dictionary type a resource's page shows: its fields' and its actions' inputs'. */
export function dictTypesOf(definition: ResourceDefinition): string[] {
  const fields: FieldDefinition[] = [
    ...Object.values(definition.fields),
    ...Object.values(definition.actions ?? {}).flatMap((action) => Object.values(action.input ?? {})),
  ];
  return [...new Set(fields.flatMap((field) => (field.type === 'dict' ? [field.dictType] : [])))].sort();
}
