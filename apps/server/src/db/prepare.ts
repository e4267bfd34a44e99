import type { Database } from './client';
import { seed, type SeedOptions } from './seed';

/**
 * What start-up does to the database before serving: migrate, then seed, as one turn that no other
 * instance interleaves with. Instances started together on an empty database take turns; the later
 * ones find the schema and the seed rows there (a seed step that is not safe when run twice at once
 * cannot make one of them crash).
 */
export function prepareDatabase(database: Database, options: SeedOptions): Promise<void> {
  return database.exclusively(async () => {
    await database.migrate();
    await seed(database.db, options);
  });
}
