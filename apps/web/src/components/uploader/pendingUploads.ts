import { local } from '@/lib/storage';

/** What is remembered of an upload that has not finished, to resume it after a reload. */
export interface PendingUpload {
  name: string;
  size: number;
  lastModified: number;
  md5: string;
  /** Absent in entries saved before the uploader computed it: the upload then resumes without instant upload. */
  sha256?: string;
  /** When it was last worked on (ms); entries older than the server keeps partial data are dropped. */
  touchedAt: number;
}

const KEY = 'uploads:pending';
/** The server sweeps partial uploads idle for 24 hours, after which there is nothing to resume. */
const KEEP_MS = 24 * 60 * 60_000;

const sameFile = (a: Pick<PendingUpload, 'name' | 'size' | 'lastModified'>, b: Pick<PendingUpload, 'name' | 'size' | 'lastModified'>) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

export function listPendingUploads(now = Date.now()): PendingUpload[] {
  return (local.get<PendingUpload[]>(KEY) ?? []).filter((p) => now - p.touchedAt < KEEP_MS);
}

/** The digests remembered for this very file (same name, size and modification time): no need to hash it again. */
export function rememberedDigests(file: { name: string; size: number; lastModified: number }): { md5: string; sha256?: string } | undefined {
  const entry = listPendingUploads().find((p) => sameFile(p, file));
  return entry && { md5: entry.md5, sha256: entry.sha256 };
}

export function savePendingUpload(entry: Omit<PendingUpload, 'touchedAt'>): void {
  const others = listPendingUploads().filter((p) => !sameFile(p, entry));
  local.set(KEY, [...others, { ...entry, touchedAt: Date.now() }]);
}

export function forgetPendingUpload(entry: Pick<PendingUpload, 'name' | 'size' | 'lastModified'>): void {
  local.set(KEY, listPendingUploads().filter((p) => !sameFile(p, entry)));
}
