import type { Readable } from 'node:stream';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { API_BASE, DEFAULT_LIST_SIZE, UPLOAD_ENDPOINTS, type FileListParams, type PageResult, type StoredFile, type UploadCategory } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { containsLiterally } from '../../db/folded-text';
import { files, users } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import type { ByteRange, UploadStorage } from './upload-storage';

type FileRow = typeof files.$inferSelect;

export interface FileOwner {
  userId: number;
  isSuper: boolean;
}

const rowColumns = { file: files, ownerName: users.userName };

function storedFileOf(row: FileRow, ownerName: string | null): StoredFile {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    md5: row.md5,
    sha256: row.sha256,
    ext: row.ext,
    category: row.category as UploadCategory,
    ownerId: row.ownerId,
    ownerName: ownerName ?? '',
    createdAt: row.createdAt.toISOString(),
    url: `${API_BASE}${UPLOAD_ENDPOINTS.fileDownload}?id=${row.id}`,
  };
}

/**
 * The file centre's filters: the name holds the typed text anywhere, answered by a trigram index
 * where pg_trgm could be created (migration 0027). Restricted files are never its own.
 */
export function fileListWhere(query: Pick<FileListParams, 'name'>): SQL | undefined {
  return and(eq(files.restricted, false), query.name ? containsLiterally(files.name, query.name) : undefined);
}

/** Who reads a file: the file centre (never a restricted one), or the area that holds a restricted file under its own permission. */
export type FileReader = 'fileCentre' | 'holdingArea';

/** The file table seen from the file centre: list, fetch, delete (objects go with their last row). */
export class FileCatalog {
  constructor(
    private readonly db: Db,
    private readonly storage: UploadStorage,
  ) {}

  async list(query: FileListParams): Promise<PageResult<StoredFile>> {
    const pageSize = query.pageSize ?? DEFAULT_LIST_SIZE;
    const where = fileListWhere(query);
    const [rows, [counted]] = await Promise.all([
      this.db
        .select(rowColumns)
        .from(files)
        .leftJoin(users, eq(users.id, files.ownerId))
        .where(where)
        .orderBy(desc(files.id))
        .limit(pageSize)
        .offset((query.pageIndex - 1) * pageSize),
      this.db.select({ total: count() }).from(files).where(where),
    ]);
    return { list: rows.map((r) => storedFileOf(r.file, r.ownerName)), total: counted?.total ?? 0, pageIndex: query.pageIndex, pageSize };
  }

  async get(id: number, reader: FileReader = 'fileCentre'): Promise<StoredFile & { storageKey: string }> {
    const [row] = await this.db.select(rowColumns).from(files).leftJoin(users, eq(users.id, files.ownerId)).where(eq(files.id, id)).limit(1);
    // A restricted file does not exist for the file centre: not even its name is told.
    if (!row || (row.file.restricted && reader === 'fileCentre')) throw notFound(`file ${id} does not exist`, { reason: 'file.notFound', params: { id } });
    return { ...storedFileOf(row.file, row.ownerName), storageKey: row.file.storageKey };
  }

  /** A file and the size of its stored bytes (undefined when they are missing from storage), for download. */
  async locate(id: number, reader: FileReader = 'fileCentre'): Promise<{ file: StoredFile; storageKey: string; storedBytes: number | undefined }> {
    const { storageKey, ...file } = await this.get(id, reader);
    return { file, storageKey, storedBytes: await this.storage.objectSize(storageKey) };
  }

  /** The stored bytes of a file located with `locate`. */
  read(storageKey: string, range?: ByteRange): Promise<Readable> {
    return this.storage.readObject(storageKey, range);
  }

  /**
   * Deletes file rows the caller owns (a super user: any). A stored object is removed once no row
   * points at it any more; the row lock taken by instant upload's link keeps the two from racing.
   */
  async remove(ids: number[], by: FileOwner): Promise<number> {
    const { removed, orphanKeys } = await this.db.transaction(async (tx) => {
      const rows = await tx.select().from(files).where(and(inArray(files.id, ids), eq(files.restricted, false))).for('update');
      const foreign = rows.find((r) => !by.isSuper && r.ownerId !== by.userId);
      if (foreign) throw forbidden(`file ${foreign.id} belongs to another user`, { reason: 'file.foreign', params: { id: foreign.id } });
      if (rows.length === 0) return { removed: 0, orphanKeys: [] };
      await tx.delete(files).where(inArray(files.id, rows.map((r) => r.id)));
      const keys = [...new Set(rows.map((r) => r.storageKey))];
      const stillUsed = await tx.select({ key: files.storageKey }).from(files).where(inArray(files.storageKey, keys));
      const used = new Set(stillUsed.map((r) => r.key));
      return { removed: rows.length, orphanKeys: keys.filter((k) => !used.has(k)) };
    });
    await Promise.all(orphanKeys.map((key) => this.storage.removeObject(key)));
    return removed;
  }

  /** Converts a freshly inserted row for the API. */
  describe(row: FileRow, ownerName: string): StoredFile {
    return storedFileOf(row, ownerName);
  }
}
