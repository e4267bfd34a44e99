import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { chunkRange, totalChunksOf, UPLOAD_CHUNK_SIZE, UPLOAD_ENDPOINTS, UPLOAD_FILE_FIELD } from '@ledgerdesk/shared';
import { api, bearer } from '../../test/harness';

export const md5 = (data: Buffer) => crypto.createHash('md5').update(data).digest('hex');
export const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

export const contentOf = (size: number): Buffer => crypto.randomBytes(size);

/** A multipart body with the fields before the file, as simple-uploader builds it. */
export function multipartBody(fields: Record<string, string | number>, file?: { name: string; data: Buffer }) {
  const boundary = `----ledgerdesk${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${UPLOAD_FILE_FIELD}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

type Headers = Record<string, string>;

/** Drives the bigUpload calls the way the web uploader does, through `inject`. */
export class UploadDriver {
  readonly identifier: string;
  readonly totalChunks: number;
  /** The SHA-256 the client sends beside the MD5 (as the web uploader does); null: a legacy client that sends none. */
  readonly sha256: string | null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly token: string,
    readonly data: Buffer,
    readonly filename = 'report.pdf',
    identifier?: string,
    sha256Claim?: string | null,
  ) {
    this.identifier = identifier ?? md5(data);
    this.totalChunks = totalChunksOf(data.length);
    this.sha256 = sha256Claim === undefined ? sha256(data) : sha256Claim;
  }

  params(chunkNumber = 1) {
    const { start, end } = chunkRange(chunkNumber, this.data.length);
    return {
      chunkNumber,
      chunkSize: UPLOAD_CHUNK_SIZE,
      currentChunkSize: end - start,
      totalSize: this.data.length,
      identifier: this.identifier,
      filename: this.filename,
      relativePath: this.filename,
      totalChunks: this.totalChunks,
      ...(this.sha256 === null ? {} : { sha256: this.sha256 }),
    };
  }

  /** The chunk test as GET; `overrides` replace parameters the client would send. */
  test(overrides: Record<string, string | number> = {}, headers: Headers = bearer(this.token)) {
    const query = new URLSearchParams(Object.entries({ ...this.params(), ...overrides }).map(([k, v]): [string, string] => [k, String(v)]));
    return this.app.inject({ method: 'GET', url: `${api(UPLOAD_ENDPOINTS.upload)}?${query}`, headers });
  }

  chunk(chunkNumber: number, bytes?: Buffer, headers: Headers = bearer(this.token)) {
    const { start, end } = chunkRange(chunkNumber, this.data.length);
    const body = multipartBody(this.params(chunkNumber), { name: this.filename, data: bytes ?? this.data.subarray(start, end) });
    return this.app.inject({ method: 'POST', url: api(UPLOAD_ENDPOINTS.upload), payload: body.payload, headers: { ...headers, ...body.headers } });
  }

  /** Sends the given chunks three at a time, failing on the first refused one. */
  async send(chunkNumbers: number[] = Array.from({ length: this.totalChunks }, (_, i) => i + 1)) {
    const queue = [...chunkNumbers];
    const worker = async () => {
      for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
        const res = await this.chunk(n);
        if (res.statusCode !== 200) throw new Error(`chunk ${n}: ${res.body}`);
      }
    };
    await Promise.all([worker(), worker(), worker()]);
  }

  merge(overrides: Record<string, unknown> = {}, headers: Headers = bearer(this.token)) {
    return this.app.inject({
      method: 'POST',
      url: api(UPLOAD_ENDPOINTS.uploadMerge),
      headers,
      payload: {
        identifier: this.identifier,
        ...(this.sha256 === null ? {} : { sha256: this.sha256 }),
        totalChunks: this.totalChunks,
        totalSize: this.data.length,
        filename: this.filename,
        token: this.token,
        ...overrides,
      },
    });
  }

  cancel() {
    return this.app.inject({ method: 'POST', url: api(UPLOAD_ENDPOINTS.cancel), headers: bearer(this.token), payload: { identifier: this.identifier, totalSize: this.data.length } });
  }
}
