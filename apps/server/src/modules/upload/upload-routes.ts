import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelUploadSchema,
  chunkParamsSchema,
  chunkStatusSchema,
  mergeRequestSchema,
  PERMISSIONS,
  ResultCode,
  storedFileSchema,
  UPLOAD_CHUNK_SIZES,
  UPLOAD_ENDPOINTS,
  UPLOAD_FILE_FIELD,
  type ChunkStatus,
  type TextPerLanguage,
} from '@ledgerdesk/shared';
import { bearerToken } from '../../lib/bearer-token';
import { operation } from '../../plugins/openapi';
import { uploadBadRequest, uploadError } from './upload-errors';
import { parseChunkParams } from './chunk-params';
import type { Uploader, UploadService } from './upload-service';
import { threeLanguages } from '../../lib/text-per-language';

const uploadAccess = { permission: PERMISSIONS.uploadFile };
const upload = (summary: TextPerLanguage, data: z.ZodType) => operation('system/file', summary, data);

function uploaderOf(request: FastifyRequest): Uploader {
  return { userId: request.user!.userId, userName: request.user!.userName };
}

/**
 * SPEC §7 `bigUpload/*`. Every call carries the Bearer token (checked per request by the access
 * plugin, so a token refreshed mid-upload is simply used by the next chunk).
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ uploads: UploadService }> = async (app, { uploads }) => {
  // Scoped to this plugin: only the chunk route takes multipart. The largest chunk is the last
  // one (< 2 × chunk size); fields are a handful of short values.
  await app.register(multipart, {
    limits: { fileSize: 2 * Math.max(...UPLOAD_CHUNK_SIZES), files: 1, fields: 20, fieldSize: 8 * 1024, parts: 21 },
  });

  app.get(
    UPLOAD_ENDPOINTS.upload,
    { config: { access: uploadAccess }, schema: { querystring: chunkParamsSchema, ...upload(threeLanguages('分片检测：服务端已有本次上传的哪些分片', 'Chunk test: which chunks of this upload the server holds', '分片檢測：伺服器已有本次上傳的哪些分片'), chunkStatusSchema) } },
    async (request, reply) => reply.ok(await uploads.status(uploaderOf(request), request.query)),
  );

  // A chunk (multipart with `upfile`), or the chunk test sent as POST (multipart without a file, or JSON).
  // Chunks are not operation-logged: one line per 2 MB would drown the log; the merge is logged.
  const chunkDoc = upload(
    threeLanguages(
      `一个分片（multipart，文件在 "${UPLOAD_FILE_FIELD}" 中），不带文件时为分片检测`,
      `One chunk (multipart, file in "${UPLOAD_FILE_FIELD}"), or the chunk test without a file`,
      `一個分片（multipart，檔案在 "${UPLOAD_FILE_FIELD}" 中），不帶檔案時為分片檢測`,
    ),
    chunkStatusSchema,
  );
  app.post(UPLOAD_ENDPOINTS.upload, { config: { access: uploadAccess, logOperation: false }, schema: { ...chunkDoc, consumes: ['multipart/form-data', 'application/json'] } }, async (request, reply) => {
    const owner = uploaderOf(request);
    if (!request.isMultipart()) return reply.ok(await uploads.status(owner, parseChunkParams({ ...(request.query as object), ...(request.body as object) })));
    const fields: Record<string, string> = {};
    let answer: ChunkStatus | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      try {
        if (part.fieldname !== UPLOAD_FILE_FIELD) throw uploadBadRequest('layoutMismatch', `the chunk must be sent in the "${UPLOAD_FILE_FIELD}" field`);
        answer = await uploads.acceptChunk(owner, parseChunkParams(fields), part.file);
      } finally {
        // A refused chunk is still read to its end, so the connection stays usable for the next one.
        if (!part.file.readableEnded) part.file.resume();
      }
    }
    return reply.ok(answer ?? (await uploads.status(owner, parseChunkParams(fields))));
  });

  app.post(
    UPLOAD_ENDPOINTS.uploadMerge,
    { config: { access: uploadAccess }, schema: { body: mergeRequestSchema, ...upload(threeLanguages('将分片合并为已存文件（校验 MD5 和 SHA-256）', 'Merge the chunks into the stored file (MD5 and SHA-256 verified)', '將分片合併為已存檔案（驗證 MD5 和 SHA-256）'), storedFileSchema) } },
    async (request, reply) => {
      // The legacy contract repeats the token in the body; it must be the one this request is signed in with.
      if (request.body.token !== bearerToken(request.headers.authorization)) {
        throw uploadError(ResultCode.forbidden, 'tokenMismatch', 'token does not match the session of this request');
      }
      return reply.ok(await uploads.merge(uploaderOf(request), request.body));
    },
  );

  app.post(
    UPLOAD_ENDPOINTS.cancel,
    {
      config: { access: uploadAccess },
      schema: { body: cancelUploadSchema, ...upload(threeLanguages('放弃未完成的上传及其分片', 'Drop an unfinished upload and its chunks', '放棄未完成的上傳及其分片'), z.object({ cancelled: z.boolean() })) },
    },
    async (request, reply) => reply.ok({ cancelled: await uploads.cancel(uploaderOf(request), request.body.identifier, request.body.totalSize) }),
  );
};
