import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileDeleteSchema, fileIdQuerySchema, fileListQuerySchema, PERMISSIONS, UPLOAD_ENDPOINTS } from '@ledgerdesk/shared';
import { notFound } from '../../lib/errors';
import { attachmentDisposition } from './content-disposition';
import type { FileCatalog } from './file-catalog';

/** The file centre: list, download and delete stored files. */
export const fileRoutes: FastifyPluginAsyncZod<{ catalog: FileCatalog }> = async (app, { catalog }) => {
  app.get(
    UPLOAD_ENDPOINTS.fileList,
    { config: { access: { permission: PERMISSIONS.fileList } }, schema: { querystring: fileListQuerySchema } },
    async (request, reply) => reply.ok(await catalog.list(request.query)),
  );

  app.get(
    UPLOAD_ENDPOINTS.fileDownload,
    { config: { access: { permission: PERMISSIONS.fileList } }, schema: { querystring: fileIdQuerySchema } },
    async (request, reply) => {
      const { file, path } = await catalog.locate(request.query.id);
      const stat = await fs.promises.stat(path).catch(() => null);
      if (!stat) throw notFound(`the content of file ${file.id} is missing from storage`);
      return reply
        .header('content-disposition', attachmentDisposition(file.name))
        // Never let a browser render an uploaded file inline as HTML or script from our origin.
        .header('content-type', 'application/octet-stream')
        .header('x-content-type-options', 'nosniff')
        .header('content-length', stat.size)
        .header('cache-control', 'private, no-store')
        .send(fs.createReadStream(path));
    },
  );

  // Deleting is an uploader's right over their own files (a super user's over any).
  app.delete(
    UPLOAD_ENDPOINTS.fileDelete,
    { config: { access: { permission: PERMISSIONS.uploadFile } }, schema: { body: fileDeleteSchema } },
    async (request, reply) => reply.ok({ deleted: await catalog.remove(request.body.ids, request.user!) }),
  );
};
