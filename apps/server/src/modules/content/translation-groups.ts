import { and, eq, inArray } from 'drizzle-orm';
import { LOCALE_OPTIONS } from '@ledgerdesk/shared/resources/content/common';
import type { Db, Tx } from '../../db/client';
import { contentNews, contentNewsCategories } from '../../db/schema';
import { fieldRefusal } from '../../lib/errors';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/review-support';
import type { ActionContext, ApiRow } from '../../resource';
import { keepContentRevision } from './content-revisions';
import { CONTENT_SUBJECTS, restorableFieldsOf, type ContentSubject } from './content-subjects';

type Row = Record<string, unknown> & { id: number; version: number; locale: string; translationGroup: string };
const LOCALE_ORDER = LOCALE_OPTIONS.map((o) => o.value);

/** The category a translated article files under: the one named, or the target locale's category with the same code. */
async function categoryFor(tx: Tx, from: number, named: unknown, locale: string): Promise<number> {
  if (named != null && named !== '') {
    const [category] = await tx.select().from(contentNewsCategories).where(eq(contentNewsCategories.id, Number(named)));
    if (!category || category.locale !== locale) throw fieldRefusal('categoryId', `is not a ${locale} category`, { code: 'notChoosable', params: { value: Number(named) } });
    return category.id;
  }
  const [source] = await tx.select().from(contentNewsCategories).where(eq(contentNewsCategories.id, from));
  const [same] = await tx.select().from(contentNewsCategories).where(and(eq(contentNewsCategories.code, source!.code), eq(contentNewsCategories.locale, locale)));
  if (!same) throw fieldRefusal('categoryId', `there is no ${locale} category with code ${source!.code}; choose one`, { code: 'required' });
  return same.id;
}

/**
 * "Add translation": a DRAFT sibling of the item in another locale, in the same translation group,
 * prefilled with the item's content (to be translated, then published on its own). No window is
 * copied (the sibling is scheduled when it is published). A group holds at most one item per
 * locale: checked here to name the field, and held by the unique index (group, locale) when two
 * operators add the same translation at once.
 */
export async function addTranslation(ctx: ActionContext, subject: ContentSubject) {
  const { table, label } = CONTENT_SUBJECTS[subject];
  const locale = String(ctx.input.locale);
  return ctx.db.transaction(async (tx) => {
    const row = (await ctx.loadRow(ctx.input.id!, tx)) as unknown as Row;
    if (row.locale === locale) throw fieldRefusal('locale', `is this ${label}'s own locale; choose another`, { code: 'invalid_value' });
    const [sibling] = await tx.select({ id: table.id }).from(table).where(and(eq(table.translationGroup, row.translationGroup), eq(table.locale, locale)));
    if (sibling) throw fieldRefusal('locale', `this ${label} already has a ${locale} translation (#${sibling.id})`, { code: 'taken', params: { value: locale } }, 409);
    const values: Record<string, unknown> = Object.fromEntries(restorableFieldsOf(subject).map((f) => [f, row[f]]));
    if (subject === 'NEWS') {
      values.categoryId = await categoryFor(tx, Number(row.categoryId), ctx.input.categoryId, locale);
      const [taken] = await tx.select({ id: contentNews.id }).from(contentNews).where(and(eq(contentNews.locale, locale), eq(contentNews.slug, String(row.slug))));
      if (taken) throw fieldRefusal('locale', `the slug ${String(row.slug)} is already used by another ${locale} article`, { code: 'taken', params: { value: locale } }, 409);
    }
    try {
      const [created] = (await tx
        .insert(table)
        .values({ ...values, locale, translationGroup: row.translationGroup, status: 'DRAFT', createdBy: ctx.user.userId, updatedBy: ctx.user.userId } as typeof table.$inferInsert)
        .returning()) as unknown as Row[];
      await keepContentRevision(tx, subject, created!, null, 'ADD', ctx.user.userId);
      return { id: created!.id, locale, translationGroup: row.translationGroup };
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) throw fieldRefusal('locale', `this ${label} already has a ${locale} translation`, { code: 'taken', params: { value: locale } }, 409);
      throw error;
    }
  });
}

/** An edit moving an item to a locale its group already holds is refused naming `locale` (the unique index holds it under races). */
export async function refuseTakenLocale(tx: Tx, subject: ContentSubject, current: unknown, input: Record<string, unknown>): Promise<void> {
  const row = current as Row | null;
  if (!row || !('locale' in input) || input.locale === row.locale) return;
  const { table, label } = CONTENT_SUBJECTS[subject];
  const locale = String(input.locale);
  const [sibling] = await tx.select({ id: table.id }).from(table).where(and(eq(table.translationGroup, row.translationGroup), eq(table.locale, locale)));
  if (sibling) throw fieldRefusal('locale', `this ${label}'s translation group already has a ${locale} item (#${sibling.id})`, { code: 'taken', params: { value: locale } }, 409);
}

/** Adds `translations` ("zh-cn, en") to each row: the locales its group holds, in the console's locale order. */
export async function withTranslations(db: Db, subject: ContentSubject, rows: ApiRow[]): Promise<ApiRow[]> {
  const { table } = CONTENT_SUBJECTS[subject];
  const groups = [...new Set(rows.map((r) => r.translationGroup).filter((g): g is string => typeof g === 'string'))];
  if (groups.length === 0) return rows;
  const members = await db.select({ group: table.translationGroup, locale: table.locale }).from(table).where(inArray(table.translationGroup, groups));
  const byGroup = new Map<string, string[]>();
  for (const m of members) byGroup.set(m.group, [...(byGroup.get(m.group) ?? []), m.locale]);
  const ordered = (locales: string[]) => [...locales].sort((a, b) => LOCALE_ORDER.indexOf(a) - LOCALE_ORDER.indexOf(b)).join(', ');
  return rows.map((r) => ({ ...r, translations: ordered(byGroup.get(String(r.translationGroup)) ?? [String(r.locale)]) }));
}

/** The hooks that show a page's translations. */
export const translationDecorators = (subject: ContentSubject) => ({
  decorateList: (rows: ApiRow[], { db }: { db: Db }) => withTranslations(db, subject, rows),
  decorateRow: async (row: ApiRow, { db }: { db: Db }) => (await withTranslations(db, subject, [row]))[0]!,
});
