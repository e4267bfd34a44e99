import { genTableSchema } from '@ledgerdesk/shared/generator/model';
import { generatorResource } from '@ledgerdesk/shared/resources/system/generator';
import { generatorTables } from '../../db/schema';
import { fieldRefusal } from '../../lib/errors';
import { bindResource } from '../../resource';

type GenRow = typeof generatorTables.$inferSelect;

/**
 * gen_table on the engine. Every edit is checked as a whole against the generator's schema (the
 * identifier patterns above all), so a stored configuration can always be generated from or is
 * refused when saved, naming the field (or column) that is wrong.
 */
export const generatorBinding = bindResource({
  definition: generatorResource,
  table: generatorTables,
  hooks: {
    beforeWrite({ input, current }) {
      const merged = { ...(current as GenRow | null), ...input };
      const parsed = genTableSchema.safeParse(merged);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const field = String(issue.path[0] ?? 'columns');
        const where = issue.path.length > 1 ? ` (${issue.path.slice(1).join('.')})` : '';
        throw fieldRefusal(field, `${issue.message}${where}`, { code: 'invalid_format' });
      }
      return { ...input, ...(input.columns !== undefined ? { columns: parsed.data.columns } : {}), ...(input.relations !== undefined ? { relations: parsed.data.relations } : {}) };
    },
  },
});
