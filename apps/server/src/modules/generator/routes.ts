import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generatorIdSchema, generatorImportSchema, generatorLabelFieldsSchema, generatorWriteSchema } from '@ledgerdesk/shared/generator/api';
import { generatorDesignSchema } from '@ledgerdesk/shared/generator/design';
import { GENERATOR_ENDPOINTS, GENERATOR_PERMISSIONS, generatorResource } from '@ledgerdesk/shared/resources/system/generator';
import { resourcePlugin } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { generatorBinding } from './generator-resource';
import { GeneratorService } from './generator-service';

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
    { config: { access: { permission: GENERATOR_PERMISSIONS.import } }, schema: { tags, summary: 'Tables of the database that have no resource yet, with their columns' } },
    async (_request, reply) => reply.ok(await service.importableTables()),
  );

  app.post(
    GENERATOR_ENDPOINTS.import,
    { config: { access: { permission: GENERATOR_PERMISSIONS.import } }, schema: { tags, summary: 'Import a table: its choices guessed, its dictionaries created', body: generatorImportSchema } },
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
        summary: 'Design a new table: its columns drafted like an import, its status dictionaries created, its CREATE TABLE migration among the generated files',
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
      schema: { tags, summary: 'The fields a relation to a table may show instead of the id (the relations editor picks one)', querystring: generatorLabelFieldsSchema },
    },
    async (request, reply) => reply.ok(service.labelFields(request.query.table)),
  );

  app.get(
    GENERATOR_ENDPOINTS.preview,
    { config: { access: { permission: GENERATOR_PERMISSIONS.preview } }, schema: { tags, summary: 'The generated files, each with its diff against the working tree', querystring: generatorIdSchema } },
    async (request, reply) => reply.ok(await service.preview(request.query.id)),
  );

  app.get(
    GENERATOR_ENDPOINTS.download,
    { config: { access: { permission: GENERATOR_PERMISSIONS.download } }, schema: { tags, summary: 'The generated files as a zip', querystring: generatorIdSchema } },
    async (request, reply) => {
      // The name is `<area>-<resource>.zip`, both checked identifiers: nothing to escape in the header.
      const { name, body } = await service.zip(request.query.id);
      return reply.header('content-type', 'application/zip').header('content-disposition', `attachment; filename="${name}"`).send(body);
    },
  );

  app.post(
    GENERATOR_ENDPOINTS.write,
    { config: { access: { permission: GENERATOR_PERMISSIONS.write } }, schema: { tags, summary: 'Write the files into the working tree (development servers only)', body: generatorWriteSchema } },
    async (request, reply) => reply.ok(await service.write(request.body.id, request.body.overwrite, isProduction(config))),
  );
};
