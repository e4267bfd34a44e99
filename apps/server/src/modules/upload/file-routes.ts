import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileDeleteSchema, fileIdQuerySchema, fileListQuerySchema, pageResultOf, PERMISSIONS, storedFileSchema, UPLOAD_ENDPOINTS } from '@ledgerdesk/shared';
import { notFound } from '../../lib/errors';
import { fileOperation, operation, titleApiGroup } from '../../plugins/openapi';
import { attachmentDisposition } from './content-disposition';
import { byteRangeOf } from './byte-range';
import type { FileCatalog } from './file-catalog';
import { threeLanguages } from '../../lib/text-per-language';

/** The file centre: list, download and delete stored files. */
export const fileRoutes: FastifyPluginAsyncZod<{ catalog: FileCatalog }> = async (app, { catalog }) => {
  titleApiGroup(app, 'system/file', threeLanguages('文件中心', 'File centre', '檔案中心'));
  app.get(
    UPLOAD_ENDPOINTS.fileList,
    {
      config: { access: { permission: PERMISSIONS.fileList } },
      schema: { querystring: fileListQuerySchema, ...operation('system/file', threeLanguages('已存文件列表（按名称，分页）', 'List stored files (by name, paged)', '已存檔案列表（依名稱，分頁）'), pageResultOf(storedFileSchema)) },
    },
    async (request, reply) => reply.ok(await catalog.list(request.query)),
  );

  app.get(
    UPLOAD_ENDPOINTS.fileDownload,
    {
      config: { access: { permission: PERMISSIONS.fileList } },
      schema: { querystring: fileIdQuerySchema, ...fileOperation('system/file', threeLanguages('下载已存文件', 'Download a stored file', '下載已存檔案'), 'application/octet-stream') },
    },
    async (request, reply) => {
      const { file, storageKey, storedBytes } = await catalog.locate(request.query.id);
      if (storedBytes === undefined) throw notFound(`the content of file ${file.id} is missing from storage`, { reason: 'file.contentMissing', params: { id: file.id } });
      const range = byteRangeOf(request.headers.range, storedBytes);
      reply
        .header('content-disposition', attachmentDisposition(file.name))
        // Never let a browser render an uploaded file inline as HTML or script from our origin.
        .header('content-type', 'application/octet-stream')
        .header('x-content-type-options', 'nosniff')
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, no-store');
      // The schema documents the usual 200; a range answer is the same download, partly.
      const status = (code: 206 | 416) => (reply as unknown as FastifyReply).code(code);
      if (range === 'unsatisfiable') return status(416).header('content-range', `bytes */${storedBytes}`).send();
      if (range) {
        status(206).header('content-range', `bytes ${range.start}-${range.end}/${storedBytes}`).header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', storedBytes);
      }
      return reply.send(await catalog.read(storageKey, range));
    },
  );

  // Deleting is an uploader's right over their own files (a super user's over any).
  app.delete(
    UPLOAD_ENDPOINTS.fileDelete,
    {
      config: { access: { permission: PERMISSIONS.uploadFile } },
      schema: { body: fileDeleteSchema, ...operation('system/file', threeLanguages('删除已存文件（本人的；超级管理员可删任意文件）', "Delete stored files (one's own; a super user's any)", '刪除已存檔案（本人的；超級管理員可刪任意檔案）'), z.object({ deleted: z.number().int() })) },
    },
    async (request, reply) => reply.ok({ deleted: await catalog.remove(request.body.ids, request.user!) }),
  );
};
