import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  UploadPartCopyCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../../config';
import { checkedObjectKey, ChunkLengthError, lengthGuard, type ByteRange, type ChunkLayout, type MergedObject, type UploadStorage } from './upload-storage';

/** S3's smallest multipart part (all but the last). */
const MIN_PART_BYTES = 5 * 1024 * 1024;
/** Parts re-sent from small (legacy 2,048,000-B) chunks are gathered to this size. */
const GATHERED_PART_BYTES = 16 * 1024 * 1024;
/** Server-side part copies in flight at once. */
const PARALLEL_COPIES = 4;

interface MultipartHandle {
  key: string;
  uploadId: string;
  parts: CompletedPart[];
}

/**
 * Uploads on S3-compatible object storage, so any number of instances share them with nothing on
 * their disks:
 *
 *   partial/<sessionId>/<n>    chunk n (a whole object: a PUT is atomic, a repeat replaces it)
 *   objects/<key>              finished files
 *
 * The merge reads the chunks in order once for MD5 and SHA-256 while the store builds the object
 * as a multipart upload: chunk n becomes part n by a server-side copy when chunks are at least
 * S3's 5 MiB part minimum (the web uploader's), or parts gathered from the bytes read when they are
 * smaller (legacy clients). Completing the multipart upload is the commit; until then nothing is
 * visible under objects/.
 */
export class S3UploadStorage implements UploadStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Many S3-compatible stores reject the SDK's default CRC32 trailers; our integrity check is
      // the merge's MD5 and SHA-256 over every byte anyway.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private partialPrefix(sessionId: number): string {
    return `partial/${Math.trunc(sessionId)}/`;
  }

  private chunkKey(sessionId: number, chunkNumber: number): string {
    return `${this.partialPrefix(sessionId)}${Math.trunc(chunkNumber)}`;
  }

  private objectKey(key: string): string {
    return `objects/${checkedObjectKey(key)}`;
  }

  /** The chunk is read whole before it is sent (at most two chunk sizes): S3 needs its length up front, and a short body must not become a stored chunk. */
  async writeChunk(layout: ChunkLayout, chunkNumber: number, body: Readable, expectedBytes: number): Promise<void> {
    const guard = lengthGuard(expectedBytes);
    const pieces: Buffer[] = [];
    await pipeline(body, guard, async (source: AsyncIterable<Buffer>) => {
      for await (const piece of source) pieces.push(piece);
    });
    if (guard.received() !== expectedBytes) throw new ChunkLengthError(guard.received(), expectedBytes);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: this.chunkKey(layout.sessionId, chunkNumber), Body: Buffer.concat(pieces, expectedBytes), ContentLength: expectedBytes }),
    );
  }

  async storedChunks(layout: ChunkLayout): Promise<number[]> {
    const prefix = this.partialPrefix(layout.sessionId);
    const numbers: number[] = [];
    for await (const { Key } of this.list(prefix)) {
      const name = Key.slice(prefix.length);
      if (/^\d+$/.test(name) && Number(name) >= 1 && Number(name) <= layout.totalChunks) numbers.push(Number(name));
    }
    return numbers.sort((a, b) => a - b);
  }

  async assemble(layout: ChunkLayout): Promise<MergedObject> {
    const key = crypto.randomUUID();
    const created = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: this.objectKey(key), ContentType: 'application/octet-stream' }));
    const handle: MultipartHandle = { key, uploadId: created.UploadId!, parts: [] };
    try {
      const md5 = crypto.createHash('md5');
      const sha256 = crypto.createHash('sha256');
      let size = 0;
      const copyParts = layout.chunkSize >= MIN_PART_BYTES;
      const copies = copyParts ? this.copyChunksAsParts(layout, handle) : Promise.resolve();
      // Keeps an unhandled rejection away while the hashing pass runs; awaited below.
      copies.catch(() => undefined);
      let gathered: Buffer[] = [];
      let gatheredBytes = 0;
      const sendGathered = async () => {
        const PartNumber = handle.parts.length + 1;
        const sent = await this.client.send(
          new UploadPartCommand({ Bucket: this.bucket, Key: this.objectKey(key), UploadId: handle.uploadId, PartNumber, Body: Buffer.concat(gathered, gatheredBytes), ContentLength: gatheredBytes }),
        );
        handle.parts.push({ PartNumber, ETag: sent.ETag });
        gathered = [];
        gatheredBytes = 0;
      };
      for (let n = 1; n <= layout.totalChunks; n += 1) {
        const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.chunkKey(layout.sessionId, n) }));
        for await (const piece of object.Body as Readable) {
          md5.update(piece as Buffer);
          sha256.update(piece as Buffer);
          size += (piece as Buffer).length;
          if (!copyParts) {
            gathered.push(piece as Buffer);
            gatheredBytes += (piece as Buffer).length;
          }
        }
        if (!copyParts && gatheredBytes >= GATHERED_PART_BYTES) await sendGathered();
      }
      if (!copyParts && (gatheredBytes > 0 || handle.parts.length === 0)) await sendGathered();
      await copies;
      return { sessionId: layout.sessionId, handle: JSON.stringify(handle), size, md5: md5.digest('hex'), sha256: sha256.digest('hex') };
    } catch (err) {
      await this.abortMultipart(handle);
      throw err;
    }
  }

  /** Part n = chunk n, copied inside the store: the bytes do not travel through this server again. */
  private async copyChunksAsParts(layout: ChunkLayout, handle: MultipartHandle): Promise<void> {
    let next = 1;
    const copier = async () => {
      for (let n = next++; n <= layout.totalChunks; n = next++) {
        const copied = await this.client.send(
          new UploadPartCopyCommand({
            Bucket: this.bucket,
            Key: this.objectKey(handle.key),
            UploadId: handle.uploadId,
            PartNumber: n,
            CopySource: `${this.bucket}/${this.chunkKey(layout.sessionId, n)}`,
          }),
        );
        handle.parts.push({ PartNumber: n, ETag: copied.CopyPartResult?.ETag });
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_COPIES }, copier));
    handle.parts.sort((a, b) => a.PartNumber! - b.PartNumber!);
  }

  async commit(merged: MergedObject): Promise<string> {
    const handle = JSON.parse(merged.handle) as MultipartHandle;
    await this.client.send(
      new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key: this.objectKey(handle.key), UploadId: handle.uploadId, MultipartUpload: { Parts: handle.parts } }),
    );
    return handle.key;
  }

  async abandon(merged: MergedObject): Promise<void> {
    await this.abortMultipart(JSON.parse(merged.handle) as MultipartHandle);
  }

  private async abortMultipart(handle: MultipartHandle): Promise<void> {
    await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: this.objectKey(handle.key), UploadId: handle.uploadId })).catch(() => undefined);
  }

  async removePartial(sessionId: number): Promise<void> {
    let batch: string[] = [];
    const flush = async () => {
      if (batch.length) await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
      batch = [];
    };
    for await (const { Key } of this.list(this.partialPrefix(sessionId))) {
      batch.push(Key);
      if (batch.length === 1000) await flush();
    }
    await flush();
  }

  async removeObject(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async objectSize(key: string): Promise<number | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return head.ContentLength;
    } catch (err) {
      if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
      throw err;
    }
  }

  async readObject(key: string, range?: ByteRange): Promise<Readable> {
    const object = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
    );
    return object.Body as Readable;
  }

  async idlePartialSessions(cutoff: Date): Promise<number[]> {
    const newest = new Map<number, number>();
    for await (const { Key, LastModified } of this.list('partial/')) {
      const id = /^partial\/(\d+)\//.exec(Key)?.[1];
      if (id !== undefined) newest.set(Number(id), Math.max(newest.get(Number(id)) ?? 0, LastModified?.getTime() ?? 0));
    }
    return [...newest].filter(([, at]) => at < cutoff.getTime()).map(([id]) => id);
  }

  private async *list(prefix: string): AsyncGenerator<{ Key: string; LastModified?: Date }> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken }));
      for (const item of page.Contents ?? []) if (item.Key) yield { Key: item.Key, LastModified: item.LastModified };
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  close(): void {
    this.client.destroy();
  }
}
