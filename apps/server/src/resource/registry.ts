import type { Db } from '../db/client';
import type { BoundResource } from './bound-resource';
import { scaleProblems } from './column-limits';

/**
 * Every resource bound in this app, by name: a reference field finds its table here, the
 * definition call finds a page's resource by menu path, tests and the OpenAPI page list them.
 */
export class ResourceRegistry {
  private readonly byName = new Map<string, BoundResource>();

  constructor(
    readonly db: Db,
    /**
     * The database answers several statements of one request at once (a PostgreSQL pool): a list
     * then asks for its rows, its count and its estimate together. PGlite, one connection, would
     * only queue them, and the estimate is wasted on a short list.
     */
    readonly concurrentReads = false,
  ) {}

  add(resource: BoundResource): void {
    if (this.byName.has(resource.name)) throw new Error(`resource ${resource.name} is registered twice`);
    this.byName.set(resource.name, resource);
  }

  get(name: string): BoundResource | undefined {
    return this.byName.get(name);
  }

  /** The bound resource a reference names, or a clear error (a definition mistake). */
  referenced(from: BoundResource, field: string, name: string): BoundResource {
    const target = this.byName.get(name);
    if (!target) throw new Error(`resource ${from.name}: field ${field} references ${name}, which is not registered`);
    return target;
  }

  byMenuPath(path: string): BoundResource | undefined {
    return this.all().find((r) => r.definition.menu?.path === path);
  }

  byTableName(tableName: string): BoundResource | undefined {
    return this.all().find((r) => r.tableName === tableName);
  }

  all(): BoundResource[] {
    return [...this.byName.values()];
  }

  /**
   * Checks once everything is registered: references name a bound resource and a column of it;
   * no money or decimal field takes more places than its column keeps.
   */
  problems(): string[] {
    const problems: string[] = [];
    for (const resource of this.all()) {
      problems.push(...scaleProblems(resource));
      for (const [name, field] of Object.entries(resource.definition.fields)) {
        if (field.type !== 'reference') continue;
        const target = this.byName.get(field.resource);
        if (!target) problems.push(`resource ${resource.name}: field ${name} references ${field.resource}, which is not registered`);
        else if (!target.has(field.labelField)) {
          problems.push(`resource ${resource.name}: field ${name} shows ${field.resource}.${field.labelField}, which is not a column of ${target.tableName}`);
        } else if (target.definition.recordLabel !== undefined && target.definition.recordLabel !== field.labelField) {
          // A form's picker offers the rows by their record label: the list must show the same.
          problems.push(`resource ${resource.name}: field ${name} shows ${field.resource}.${field.labelField}, but its rows are named by ${target.definition.recordLabel}`);
        }
      }
    }
    return problems;
  }
}
