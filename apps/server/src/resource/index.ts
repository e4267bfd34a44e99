/** The resource engine: bind a definition to its table and hooks, register it, get its routes. */
export { resourcePlugin } from './resource-plugin';
export { resourceRegistryPlugin, RESOURCE_DEFINITION_PATH } from './registry-plugin';
export { bindResource } from './binding';
export type { ActionContext, ActionHandler, ApiRow, RequestContext, ResourceBinding, ResourceHooks, TableRow, VirtualValues, WriteContext } from './binding';
export type { ResourceRegistry } from './registry';
export type { BoundResource } from './bound-resource';
export { maskValue } from './maskers';
export { setOnLockedRow } from './set-on-locked-row';
export { sanitizeRichText } from './rich-text';
