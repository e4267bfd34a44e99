import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { resourcePlugin } from '../../resource';
import { kycBinding } from './kyc-resource';
import { memberBinding } from './member-resource';

/** Members (list, detail with wallets, status actions) and real-name applications, on the resource engine. */
export const memberRoutes: FastifyPluginAsync<{ db: Db }> = async (app, opts) => {
  await app.register(resourcePlugin, memberBinding(opts.db));
  await app.register(resourcePlugin, kycBinding(opts.db));
};
