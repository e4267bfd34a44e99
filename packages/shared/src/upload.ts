import { z } from 'zod';
import { API_PREFIX, instantSchema, pageQuerySchema } from './api';
import { UPLOAD_CHUNK_SIZE } from './constants';
import { idSchema, INT32_MAX, textSchema, typeError, wholeNumberSchema } from './input';
import { describedAs } from './schema-description';

/**
 * The chunked-upload protocol (SPEC §7 bigUpload calls), shared by the server, the web uploader
 * and the simple-uploader.js compatibility test.
 */
export const UPLOAD_ENDPOINTS = {
  /** GET or POST without a file: the chunk test; multipart POST with `upfile`: one chunk. */
  upload: `${API_PREFIX}/bigUpload/upload`,
  uploadMerge: `${API_PREFIX}/bigUpload/uploadMerge`,
  /** Drops an unfinished upload and its stored chunks (the legacy contract had no such call). */
  cancel: `${API_PREFIX}/bigUpload/cancel`,
  fileList: `${API_PREFIX}/file/list`,
  fileDownload: `${API_PREFIX}/file/download`,
  fileDelete: `${API_PREFIX}/file/delete`,
} as const;

/** The multipart field that carries a chunk's bytes (legacy `fileParameterName`). */
export const UPLOAD_FILE_FIELD = 'upfile';

/** SPEC §5: the extensions the upload accepts, by category (the server enforces them). */
export const UPLOAD_EXTENSION_GROUPS = {
  image: ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'],
  video: ['mp4', 'm3u8', 'rmvb', 'avi', 'swf', '3gp', 'mkv', 'flv'],
  audio: ['mp3', 'wav', 'wma', 'ogg', 'aac', 'flac'],
  document: ['doc', 'txt', 'docx', 'pages', 'epub', 'pdf', 'numbers', 'csv', 'xls', 'xlsx', 'keynote', 'ppt', 'pptx'],
} as const;
export type UploadCategory = keyof typeof UPLOAD_EXTENSION_GROUPS | 'other';

/** What a browser is told each stored image is (SPEC §5's image extensions): an avatar, a member's document. */
export const IMAGE_CONTENT_TYPES: Readonly<Record<(typeof UPLOAD_EXTENSION_GROUPS.image)[number], string>> = {
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  bmp: 'image/bmp',
  webp: 'image/webp',
};

/** The content type of a stored file a browser may show as an image; undefined for anything else. */
export const imageContentType = (ext: string): string | undefined => (IMAGE_CONTENT_TYPES as Readonly<Record<string, string>>)[ext.toLowerCase()];

const UPLOAD_CATEGORIES: [UploadCategory, ...UploadCategory[]] = ['other', ...(Object.keys(UPLOAD_EXTENSION_GROUPS) as UploadCategory[])];

export const DEFAULT_UPLOAD_EXTENSIONS: readonly string[] = Object.values(UPLOAD_EXTENSION_GROUPS).flat();

/** Lower-case extension without the dot, or '' when the name has none. */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function uploadCategory(name: string): UploadCategory {
  const ext = fileExtension(name);
  for (const [category, list] of Object.entries(UPLOAD_EXTENSION_GROUPS)) {
    if ((list as readonly string[]).includes(ext)) return category as UploadCategory;
  }
  return 'other';
}

/**
 * Chunk layout, simple-uploader's default (`forceChunkSize: false`): floor(size / C) chunks, at
 * least one, and the last chunk runs to the end of the file, so it holds between C and 2C − 1
 * bytes (or the whole file when it is smaller than C). Chunk numbers are 1-based.
 */
export function totalChunksOf(totalSize: number, chunkSize = UPLOAD_CHUNK_SIZE): number {
  return Math.max(Math.floor(totalSize / chunkSize), 1);
}

/** Byte range [start, end) of 1-based chunk `chunkNumber`. */
export function chunkRange(chunkNumber: number, totalSize: number, chunkSize = UPLOAD_CHUNK_SIZE): { start: number; end: number } {
  const total = totalChunksOf(totalSize, chunkSize);
  const start = (chunkNumber - 1) * chunkSize;
  const end = chunkNumber === total ? totalSize : start + chunkSize;
  return { start, end };
}

/** An upload is named by the MD5 of its content: 32 lower-case hex digits. */
export const md5IdentifierSchema = z
  .string()
  .trim()
  .transform((v) => v.toLowerCase())
  .pipe(z.string().regex(/^[0-9a-f]{32}$/, 'identifier must be the MD5 of the file (32 hex digits)'));

/**
 * The client's SHA-256 of the file (64 hex digits), sent beside the MD5 identifier: instant upload
 * links a stored object only when MD5, SHA-256 and size all equal what the server computed for it
 * (MD5 alone has published collisions). A client that sends none always uploads the bytes.
 */
export const sha256DigestSchema = z
  .string()
  .trim()
  .transform((v) => v.toLowerCase())
  .pipe(z.string().regex(/^[0-9a-f]{64}$/, 'sha256 must be the SHA-256 of the file (64 hex digits)'));

/* Sizes are bigint columns (any safe integer); chunk counts and a chunk's size are integer columns. */
/**
 * A client's file name may hold anything, NUL included: it is metadata the server cleans
 * (cleanFilename drops controls and path parts) before storing it, never a path or a raw column value.
 */
const clientFilename = z.string().min(1, 'filename is required').max(1000);
const size = wholeNumberSchema({ min: 0, max: Number.MAX_SAFE_INTEGER });
const count = wholeNumberSchema({ min: 1, max: 10_000_000 });
const chunkBytes = wholeNumberSchema({ min: 0, max: INT32_MAX });

/** The parameters simple-uploader sends with the test and with every chunk (SPEC §7). */
export const chunkParamsSchema = z.object({
  identifier: md5IdentifierSchema,
  sha256: sha256DigestSchema.optional(),
  filename: clientFilename,
  totalSize: size,
  totalChunks: count,
  chunkSize: chunkBytes.optional(),
  chunkNumber: count.optional(),
  currentChunkSize: size.optional(),
  /** Never stored: the folder a browser picked the file from. */
  relativePath: z.string().max(4000).optional(),
});
export type ChunkParams = z.infer<typeof chunkParamsSchema>;

/** Answer of the chunk test and of every chunk post (SPEC §3 "upload chunk response"). */
export const chunkStatusSchema = z.object({
  skipUpload: z.boolean().meta(
    describedAs(
      '整个文件已存储（秒传）：无需发送分片，直接调用合并',
      'the whole file is already stored (instant upload): send no chunk, call merge',
      '整個檔案已儲存（秒傳）：無需傳送分片，直接呼叫合併',
    ),
  ),
  uploaded: z.array(z.number().int()).meta(describedAs('服务器已有的分片序号（从 1 开始）', '1-based numbers of the chunks the server holds', '伺服器已有的分片序號（從 1 開始）')),
  needMerge: z.boolean().meta(describedAs('所有分片均已存储：客户端现在应调用合并', 'every chunk is stored: the client should call merge now', '所有分片均已儲存：用戶端現在應呼叫合併')),
  identifier: z.string(),
});
export type ChunkStatus = z.infer<typeof chunkStatusSchema>;

export const mergeRequestSchema = z.object({
  identifier: md5IdentifierSchema,
  sha256: sha256DigestSchema.optional(),
  totalChunks: count,
  totalSize: size,
  filename: clientFilename,
  /** The chunk size the upload was sent in (absent: the legacy UPLOAD_CHUNK_SIZE). */
  chunkSize: chunkBytes.optional(),
  /** The legacy client repeats its token here; it must be the session's own token. */
  token: textSchema().min(1, 'token is required').max(200),
});
export type MergeRequest = z.infer<typeof mergeRequestSchema>;

export const cancelUploadSchema = z.object({ identifier: md5IdentifierSchema, totalSize: size });
export type CancelUploadRequest = z.infer<typeof cancelUploadSchema>;

/** A stored file as the API shows it. */
export const storedFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  md5: z.string(),
  sha256: z.string(),
  ext: z.string(),
  category: z.enum(UPLOAD_CATEGORIES),
  ownerId: z.number().int().nullable(),
  ownerName: z.string(),
  createdAt: instantSchema,
  url: z.string().meta(
    describedAs(
      '相对于 API 根路径；与其他调用一样需带 Authorization 头',
      'relative to the API base; needs the Authorization header like every call',
      '相對於 API 根路徑；與其他呼叫一樣需帶 Authorization 標頭',
    ),
  ),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

export const fileListQuerySchema = pageQuerySchema.extend({ name: textSchema().trim().max(200).optional() });
export type FileListQuery = z.input<typeof fileListQuerySchema>;
export type FileListParams = z.infer<typeof fileListQuerySchema>;

export const fileIdQuerySchema = z.object({ id: idSchema });
export const fileDeleteSchema = z.object({ ids: z.array(idSchema, { error: typeError('must be a list of ids') }).min(1, 'must name at least one file').max(1000, 'at most 1000 files at a time') });

/** Machine-readable reasons beside a failed upload call, for translated messages. */
export const UPLOAD_FAILURE_REASONS = [
  'extensionNotAllowed',
  'tooLarge',
  'layoutMismatch',
  'chunkSizeMismatch',
  'chunkMissing',
  'checksumMismatch',
  'mergeInProgress',
  'alreadyMerged',
  'chunkArriving',
  'tokenMismatch',
] as const;
export type UploadFailureReason = (typeof UPLOAD_FAILURE_REASONS)[number];
