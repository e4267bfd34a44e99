import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, getTableName, inArray, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import JSZip from 'jszip';
import { ResultCode } from '@ledgerdesk/shared';
import { catalogTableOf, designedTable, type GeneratorDesign } from '@ledgerdesk/shared/generator/design';
import { generateFiles, GenerationError, type GenDicts } from '@ledgerdesk/shared/generator/emit';
import { inferTable, type KnownResource } from '@ledgerdesk/shared/generator/infer';
import { lineDiff } from '@ledgerdesk/shared/generator/line-diff';
import { genTableSchema, type CatalogTable, type GeneratedFile, type GenTable } from '@ledgerdesk/shared/generator/model';
import type { LabelFields, PreviewFile } from '@ledgerdesk/shared/generator/api';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { dictData, dictTypes, generatorTables } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound, refuse } from '../../lib/errors';
import { bumpRevision } from '../../lib/revisions';
import type { ResourceRegistry } from '../../resource/registry';
import { catalogTable, catalogTableNames, relationExists } from './catalog';

/** The repository's root (this file is apps/server/src/modules/generator/…). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** Where written files may land; anything else (a `..`, an absolute path) is refused. */
const WRITABLE = ['packages/shared/src/resources/', 'apps/server/src/', 'apps/web/src/'];

/** Tables the application's own code declares: they have their own rules, never a generated page. */
const CODE_TABLES = new Set(
  Object.values(schema as Record<string, unknown>)
    .filter((v) => is(v, PgTable))
    .map((t) => getTableName(t as PgTable)),
);

type GenRow = typeof generatorTables.$inferSelect;

export function configOf(row: GenRow): GenTable {
  return genTableSchema.parse({ ...row, tableComment: row.tableComment, origin: row.origin });
}

export class GeneratorService {
  constructor(
    private readonly db: Db,
    private readonly resources: ResourceRegistry,
    private readonly root = REPO_ROOT,
  ) {}

  private async imported(): Promise<Set<string>> {
    return new Set((await this.db.select({ name: generatorTables.tableName }).from(generatorTables)).map((r) => r.name));
  }

  /** A table is importable when no code declares it, no resource serves it and it is not imported yet. */
  private importable(name: string, imported: Set<string>): boolean {
    return !name.startsWith('__') && !name.startsWith('gen_') && !CODE_TABLES.has(name) && !this.resources.byTableName(name) && !imported.has(name);
  }

  async importableTables() {
    const imported = await this.imported();
    const names = (await catalogTableNames(this.db)).filter((t) => this.importable(t.name, imported));
    const tables = [];
    for (const t of names) tables.push(await catalogTable(this.db, t.name));
    return tables.filter((t) => t !== null);
  }

  /** The resource that serves a table, and the text field that best names its rows. */
  private known(): Map<string, KnownResource> {
    const map = new Map<string, KnownResource>();
    for (const r of this.resources.all()) {
      const fields = Object.entries(r.definition.fields);
      const labelField =
        (r.definition.recordLabel && r.definition.fields[r.definition.recordLabel] ? r.definition.recordLabel : null) ??
        fields.find(([, f]) => f.type === 'text' && !f.virtual)?.[0] ??
        null;
      if (!map.has(r.tableName)) map.set(r.tableName, { name: r.definition.name, labelField });
    }
    return map;
  }

  /**
   * What a relation to `tableName` may show: the fields of the resource serving it that are its
   * table's columns (a reference can only join those), never a masked, secret or JSON one.
   */
  labelFields(tableName: string): LabelFields {
    const target = this.resources.byTableName(tableName);
    if (!target) return { resource: null, fields: [] };
    const fields = Object.entries(target.definition.fields)
      .filter(([name, f]) => target.has(name) && !f.virtual && !f.mask && f.type !== 'json' && !(f.type === 'text' && f.widget === 'password'))
      .map(([field, f]) => ({ field, label: f.label }));
    return { resource: target.definition.name, fields };
  }

  /** Reads the table, guesses every choice, creates the dictionaries its CHECKed status columns need. */
  async importTable(tableName: string, userId: number | null) {
    const refusal = () => badRequest(`table ${tableName} cannot be imported`, { tableName: 'is not an importable table' }, { reason: 'generator.tableUnavailable', params: { table: tableName } });
    if (!this.importable(tableName, await this.imported())) throw refusal();
    const table = await catalogTable(this.db, tableName);
    if (!table) throw refusal();
    let config: GenTable;
    try {
      config = genTableSchema.parse(inferTable(table, this.known()));
    } catch {
      // A name the generator cannot carry into code (quotes, capitals, `${}`…): refused, not escaped.
      throw badRequest(`table ${tableName} or one of its columns has a name the generator cannot use (lower-case letters, digits and _ only)`, undefined, {
        reason: 'generator.cannotGenerate',
        params: { problem: 'a table or column name holds characters other than lower-case letters, digits and _' },
      });
    }
    return this.record(config, table, userId);
  }

  /**
   * Records a designed table: refused (409, naming the name) when any table, index or view of the
   * database, the application's code, a resource or an earlier import holds its name, or its
   * resource exists; otherwise drafted like an import of the table it describes. Its migration is
   * generated with its files; nothing is created in the database but its dictionaries.
   */
  async designTable(design: GeneratorDesign, userId: number | null) {
    const { tableName } = design;
    if (CODE_TABLES.has(tableName) || this.resources.byTableName(tableName) || (await this.imported()).has(tableName) || (await relationExists(this.db, tableName))) {
      throw refuse(
        ResultCode.conflict,
        `table ${tableName} exists already`,
        { reason: 'generator.tableUnavailable', params: { table: tableName }, issues: { tableName: { code: 'taken' } } },
        { tableName: `${tableName} is taken by a table, a resource or an earlier import` },
      );
    }
    const config = designedTable(design);
    const resource = `${config.area}/${config.resourceName}`;
    const [sameResource] = await this.db
      .select({ id: generatorTables.id })
      .from(generatorTables)
      .where(and(eq(generatorTables.area, config.area), eq(generatorTables.resourceName, config.resourceName)));
    if (this.resources.get(resource) || sameResource) throw conflict(`resource ${resource} exists already`, { reason: 'generator.resourceTaken', params: { resource } });
    return this.record(config, catalogTableOf(design), userId);
  }

  /**
   * gen_table's row and the dictionaries of its status columns (entries from `catalogue`'s CHECK
   * or designed values, labelled with the values until the operator names them), all or nothing.
   */
  private record(config: GenTable, catalogue: CatalogTable, userId: number | null) {
    const { tableName } = config;
    return this.db.transaction(async (tx) => {
      for (const column of config.columns) {
        if (column.fieldType !== 'dict' || !column.dictType) continue;
        const values = catalogue.columns.find((c) => c.name === column.column)?.checkValues;
        // The remark names the column the dictionary serves, which reads the same in every language
        // (it has no other languages; an English note showed in every console).
        await tx.insert(dictTypes).values({ dictType: column.dictType, dictName: column.label['zh-cn'], nameEn: column.label.en, nameZhTw: column.label['zh-tw'], remark: `${tableName}.${column.column}` }).onConflictDoNothing();
        if (values?.length) {
          await tx
            .insert(dictData)
            .values(values.map((v, i) => ({ dictType: column.dictType!, dictLabel: v, labelEn: v, labelZhTw: v, dictValue: v, dictSort: i + 1, isDefault: i === 0 })))
            .onConflictDoNothing();
        }
      }
      await bumpRevision(tx, 'dict');
      const [row] = await tx
        .insert(generatorTables)
        .values({ ...config, createdBy: userId, updatedBy: userId })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict(`table ${tableName} is already in the generator`, { reason: 'generator.tableUnavailable', params: { table: tableName } });
      return row;
    });
  }

  private async row(id: number): Promise<GenRow> {
    const [row] = await this.db.select().from(generatorTables).where(eq(generatorTables.id, id));
    if (!row) throw notFound(`generator table ${id} does not exist`, { reason: 'record.notFound', params: { id } });
    return row;
  }

  private async dictsOf(config: GenTable): Promise<GenDicts> {
    const types = config.columns.filter((c) => c.include && c.fieldType === 'dict' && c.dictType).map((c) => c.dictType!);
    if (types.length === 0) return {};
    const data = await this.db.select().from(dictData).where(inArray(dictData.dictType, types)).orderBy(dictData.dictSort);
    const out: Record<string, [string, string, string, string][]> = {};
    for (const d of data) (out[d.dictType] ??= []).push([d.dictValue, d.dictLabel, d.labelEn || d.dictLabel, d.labelZhTw || d.dictLabel]);
    return out;
  }

  /** The files of one stored configuration; a configuration that cannot become code is a 400 naming why. */
  async files(id: number): Promise<{ config: GenTable; files: GeneratedFile[] }> {
    const row = await this.row(id);
    try {
      const config = configOf(row);
      return { config, files: generateFiles(config, await this.dictsOf(config)) };
    } catch (error) {
      const problem = error instanceof GenerationError ? error.message : 'the stored configuration is not valid';
      throw badRequest(`the files cannot be generated: ${problem}`, undefined, { reason: 'generator.cannotGenerate', params: { problem } });
    }
  }

  private target(relative: string): string {
    const absolute = path.resolve(this.root, relative);
    const inside = WRITABLE.some((prefix) => absolute.startsWith(path.join(this.root, prefix)));
    if (!inside || relative.includes('..') || path.isAbsolute(relative)) {
      throw badRequest(`${relative} lies outside the folders generated files may be written to`, undefined, {
        reason: 'generator.cannotGenerate',
        params: { problem: `${relative} lies outside the writable folders` },
      });
    }
    return absolute;
  }

  private async current(relative: string): Promise<string | null> {
    try {
      return await fs.readFile(path.join(this.root, relative), 'utf8');
    } catch {
      return null;
    }
  }

  async preview(id: number): Promise<PreviewFile[]> {
    const { files } = await this.files(id);
    const out: PreviewFile[] = [];
    for (const file of files) {
      const before = await this.current(file.path);
      out.push({ ...file, exists: before !== null, changed: before !== file.content, diff: lineDiff(before ?? '', file.content) });
    }
    return out;
  }

  async zip(id: number): Promise<{ name: string; body: Buffer }> {
    const { config, files } = await this.files(id);
    const zip = new JSZip();
    for (const file of files) zip.file(file.path, file.content);
    return { name: `${config.area}-${config.resourceName}.zip`, body: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }) };
  }

  /**
   * Writes the files into the working tree, development only. A file that exists and differs is
   * written only when the operator confirmed it by path; otherwise nothing at all is written.
   */
  async write(id: number, overwrite: readonly string[], production: boolean): Promise<{ written: string[]; unchanged: string[] }> {
    if (production) throw forbidden('generated files are never written on a production server; download them instead', { reason: 'generator.productionWrite' });
    const { files } = await this.files(id);
    const writable = files.filter((f) => f.kind !== 'register');
    const targets = writable.map((f) => ({ file: f, absolute: this.target(f.path) }));
    const blocked: string[] = [];
    const unchanged: string[] = [];
    for (const { file } of targets) {
      const before = await this.current(file.path);
      if (before === file.content) unchanged.push(file.path);
      else if (before !== null && !overwrite.includes(file.path)) blocked.push(file.path);
    }
    if (blocked.length) throw conflict(`these files exist and differ: ${blocked.join(', ')}`, { reason: 'generator.filesExist', params: { paths: blocked.join(', ') } });
    const written: string[] = [];
    for (const { file, absolute } of targets) {
      if (unchanged.includes(file.path)) continue;
      await fs.mkdir(path.dirname(absolute), { recursive: true });
      await fs.writeFile(absolute, file.content);
      written.push(file.path);
    }
    return { written, unchanged };
  }
}
