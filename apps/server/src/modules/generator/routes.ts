import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generatorIdSchema, generatorImportSchema, generatorLabelFieldsSchema, generatorWriteSchema } from '@ledgerdesk/shared/generator/api';
import { generatorDesignSchema } from '@ledgerdesk/shared/generator/design';
import { GENERATOR_ENDPOINTS, GENERATOR_PERMISSIONS, generatorResource } from '@ledgerdesk/shared/resources/system/generator';
import { resourcePlugin } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { generatorBinding } from './generator-resource';
import { GeneratorService } from './generator-service';
import { threeLanguages } from '../../lib/text-per-language';
import { summaryOf } from '../../plugins/openapi';

/**
 * Production is decided per call, so a test can show both answers from one app. The app's own
 * configuration counts as much as the process's environment: a server loaded with NODE_ENV
 * production (serveWeb follows it) never writes, whatever the process it runs in says.
 */
const isProduction = (config: AreaDeps['config']) => config.serveWeb || process.env.NODE_ENV === 'production';

/**
 * The code generator (issue 17): import a table or design a new one, configure it (the resource `system/generator`),
 * preview the files against the working tree, download them as a zip, or — development only —
 * write them into the tree.
 */
export const generatorRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, { db, config }) => {
  await app.register(resourcePlugin, generatorBinding);
  const service = new GeneratorService(db, app.resources);
  const tags = [generatorResource.name];

  app.get(
    GENERATOR_ENDPOINTS.tables,
    { config: { access: { permission: GENERATOR_PERMISSIONS.import } }, schema: { tags, ...summaryOf(threeLanguages('数据库中尚无资源的表及其列', 'Tables of the database that have no resource yet, with their columns', '資料庫中尚無資源的表及其欄位')) } },
    async (_request, reply) => reply.ok(await service.importableTables()),
  );

  app.post(
    GENERATOR_ENDPOINTS.import,
    { config: { access: { permission: GENERATOR_PERMISSIONS.import } }, schema: { tags, ...summaryOf(threeLanguages('导入表：推断各项选择，创建其字典', 'Import a table: its choices guessed, its dictionaries created', '匯入表：推斷各項選擇，建立其字典')), body: generatorImportSchema } },
    async (request, reply) => {
      const row = await service.importTable(request.body.tableName, request.user?.userId ?? null);
      return reply.ok({ id: row.id, tableName: row.tableName });
    },
  );

  app.post(
    GENERATOR_ENDPOINTS.design,
    {
      config: { access: { permission: GENERATOR_PERMISSIONS.design } },
      schema: {
        tags,
        ...summaryOf(threeLanguages('设计新表：像导入一样起草其列，创建其状态字典，CREATE TABLE 迁移在生成的文件中', 'Design a new table: its columns drafted like an import, its status dictionaries created, its CREATE TABLE migration among the generated files', '設計新表：像匯入一樣起草其欄位，建立其狀態字典，CREATE TABLE 遷移在產生的檔案中')),
        body: generatorDesignSchema,
      },
    },
    async (request, reply) => {
      const row = await service.designTable(request.body, request.user?.userId ?? null);
      return reply.ok({ id: row.id, tableName: row.tableName });
    },
  );

  app.get(
    GENERATOR_ENDPOINTS.labelFields,
    {
      config: { access: { permission: `${generatorResource.permission}/edit` } },
      schema: { tags, ...summaryOf(threeLanguages('关联到某表时可代替 id 显示的字段（由关联编辑器选择）', 'The fields a relation to a table may show instead of the id (the relations editor picks one)', '關聯到某表時可代替 id 顯示的欄位（由關聯編輯器選擇）')), querystring: generatorLabelFieldsSchema },
    },
    async (request, reply) => reply.ok(service.labelFields(request.query.table)),
  );

  app.get(
    GENERATOR_ENDPOINTS.preview,
    { config: { access: { permission: GENERATOR_PERMISSIONS.preview } }, schema: { tags, ...summaryOf(threeLanguages('生成的文件，各附与工作目录的差异', 'The generated files, each with its diff against the working tree', '產生的檔案，各附與工作目錄的差異')), querystring: generatorIdSchema } },
    async (request, reply) => reply.ok(await service.preview(request.query.id)),
  );

  app.get(
    GENERATOR_ENDPOINTS.download,
    { config: { access: { permission: GENERATOR_PERMISSIONS.download } }, schema: { tags, ...summaryOf(threeLanguages('生成的文件（zip 压缩包）', 'The generated files as a zip', '產生的檔案（zip 壓縮檔）')), querystring: generatorIdSchema } },
    async (request, reply) => {
      // The name is `<area>-<resource>.zip`, both checked identifiers: nothing to escape in the header.
      const { name, body } = await service.zip(request.query.id);
      return reply.header('content-type', 'application/zip').header('content-disposition', `attachment; filename="${name}"`).send(body);
    },
  );

  app.post(
    GENERATOR_ENDPOINTS.write,
    { config: { access: { permission: GENERATOR_PERMISSIONS.write } }, schema: { tags, ...summaryOf(threeLanguages('将文件写入工作目录（仅限开发服务器）', 'Write the files into the working tree (development servers only)', '將檔案寫入工作目錄（僅限開發伺服器）')), body: generatorWriteSchema } },
    async (request, reply) => reply.ok(await service.write(request.body.id, request.body.overwrite, isProduction(config))),
  );
};
