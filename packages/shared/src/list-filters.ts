/*
 * The id every hand-written request schema names a row with: the one strict id of ./input.ts
 * (kept importable from here, where the areas have always found it). Lists, their filters and
 * sorts come from resource definitions (resource/schemas.ts).
 */
export { idSchema } from './input';
