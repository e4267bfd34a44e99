import { and, eq, ne, sql } from 'drizzle-orm';
import { newsCategoryResource, newsResource } from '@ledgerdesk/shared/resources/content/news';
import { contentNews, contentNewsCategories } from '../../db/schema';
import { fieldRefusal } from '../../lib/errors';
import { bindResource } from '../../resource';
import { requirePlainText } from './content-rules';
import { keepRevisionAfterAction, revisionAfterWrite } from './content-revisions';
import { addTranslation, refuseTakenLocale, translationDecorators } from './translation-groups';

type ArticleRow = typeof contentNews.$inferSelect;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const newsCategoryBinding = bindResource({
  definition: newsCategoryResource,
  table: contentNewsCategories,
  hooks: {
    beforeWrite({ input }) {
      requirePlainText(input, ['name', 'code']);
    },
  },
});

/**
 * content/news: the slug is unique per locale (checked here to name the field, backed by the
 * unique index), the body is sanitised by the engine, a category of another locale is refused,
 * `publishedAt` is stamped once by publish (never typed: no back-dating) and the counters are never
 * accepted from the console.
 */
export const newsBinding = bindResource({
  definition: newsResource,
  table: contentNews,
  hooks: {
    async beforeWrite({ input, current, tx }) {
      const row = current as ArticleRow | null;
      requirePlainText(input, ['title', 'summary', 'author', 'tags']);
      await refuseTakenLocale(tx, 'NEWS', row, input);
      const locale = String(input.locale ?? row?.locale ?? '');
      const slug = String(input.slug ?? row?.slug ?? '');
      if ('slug' in input && !SLUG.test(slug)) throw fieldRefusal('slug', 'must be lower-case letters and digits joined by single hyphens', { code: 'invalid_format' });
      if ('slug' in input || 'locale' in input) {
        const [taken] = await tx
          .select({ id: contentNews.id })
          .from(contentNews)
          .where(and(eq(contentNews.locale, locale), eq(contentNews.slug, slug), row ? ne(contentNews.id, row.id) : undefined));
        if (taken) throw fieldRefusal('slug', `is already used by another ${locale} article`, { code: 'taken', params: { value: slug } }, 409);
      }
      const categoryId = (input.categoryId ?? row?.categoryId) as number | undefined;
      if (categoryId !== undefined && ('categoryId' in input || 'locale' in input)) {
        const [category] = await tx.select().from(contentNewsCategories).where(eq(contentNewsCategories.id, categoryId));
        if (category && category.locale !== locale) throw fieldRefusal('categoryId', `is a ${category.locale} category; the article is ${locale}`, { code: 'notChoosable', params: { value: categoryId } });
      }
    },
    afterWrite: revisionAfterWrite('NEWS'),
    ...translationDecorators('NEWS'),
  },
  actions: {
    addTranslation: (ctx) => addTranslation(ctx, 'NEWS'),
    publish: (ctx) =>
      ctx.db.transaction(async (tx) => {
        const row = (await ctx.loadRow(ctx.input.id!, tx)) as ArticleRow;
        const [done] = await tx
          .update(contentNews)
          .set({ status: 'PUBLISHED', publishedAt: sql`coalesce(${contentNews.publishedAt}, now())`, version: sql`${contentNews.version} + 1`, updatedAt: sql`now()`, updatedBy: ctx.user.userId })
          .where(eq(contentNews.id, row.id))
          .returning({ publishedAt: contentNews.publishedAt });
        await keepRevisionAfterAction(tx, 'NEWS', row, 'PUBLISH', ctx.user.userId);
        return { id: row.id, status: 'PUBLISHED', publishedAt: done!.publishedAt!.toISOString() };
      }),
    archive: (ctx) =>
      ctx.db.transaction(async (tx) => {
        const row = (await ctx.loadRow(ctx.input.id!, tx)) as ArticleRow;
        await tx.update(contentNews).set({ status: 'ARCHIVED', version: sql`${contentNews.version} + 1`, updatedAt: sql`now()`, updatedBy: ctx.user.userId }).where(eq(contentNews.id, row.id));
        await keepRevisionAfterAction(tx, 'NEWS', row, 'ARCHIVE', ctx.user.userId);
        return { id: row.id, status: 'ARCHIVED' };
      }),
  },
});
