import type { DictSeed } from '../dicts';
import type { MenuSeed } from '../menus';

/** What one area adds to the seed: its menu entries (parents before children) and its dictionaries. */
export interface AreaSeed {
  menus: MenuSeed[];
  dicts: DictSeed[];
}
