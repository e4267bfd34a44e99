import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import qs from 'qs';
import { z } from 'zod';
import { API_BASE } from '@ledgerdesk/shared';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { loggedRequest } from './lib/log-redaction';
import { accessPlugin } from './plugins/access';
import { compressionPlugin } from './plugins/compression';
import { idempotencyPlugin } from './plugins/idempotency';
import { envelopePlugin } from './plugins/envelope';
import { openapiPlugin } from './plugins/openapi';
import { operationLogPlugin } from './plugins/operation-log';
import { securityHeadersPlugin } from './plugins/security-headers';
import { spaPlugin } from './plugins/spa';
import { resourceRegistryPlugin } from './resource';
import { CaptchaService } from './modules/auth/captcha';
import { LoginService } from './modules/auth/login';
import { authRoutes } from './modules/auth/routes';
import { SessionStore } from './modules/auth/session-store';
import { UnlockService } from './modules/auth/unlock';
import { DictCache } from './modules/dict/dict-cache';
import { dictRoutes } from './modules/dict/routes';
import { financeRoutes } from './modules/finance/routes';
import { RechargeService } from './modules/finance/recharge-service';
import { memberRoutes } from './modules/member/routes';
import type { AreaDeps } from './modules/area-deps';
import { oidcSignInRoutes } from './modules/oidc/routes';
import { orgRoutes } from './modules/org/routes';
import { personalRoutes } from './modules/personal/routes';
import { roleRoutes } from './modules/role/routes';
import { scanSignInRoutes } from './modules/scan/routes';
import { smsSignInRoutes } from './modules/sms/routes';
import { userAdminRoutes } from './modules/user/user-admin-routes';
import { auditRoutes } from './modules/audit/routes';
import { ApprovalRegistry } from './modules/approval/approval-registry';
import { ApprovalService } from './modules/approval/approval-service';
import { approvalRoutes } from './modules/approval/routes';
import { memberConfigRoutes } from './modules/member-config/routes';
import { payoutRoutes } from './modules/payout/routes';
import { reportRoutes } from './modules/report/routes';
import { riskRoutes } from './modules/risk/routes';
import { ipGuardPlugin } from './modules/risk/ip-guard';
import { treasuryRoutes } from './modules/treasury/routes';
import { generatorRoutes } from './modules/generator/routes';
import { budgetRoutes } from './modules/finance/budget-routes';
import { trialRoutes } from './modules/trial/routes';
import { outboxRoutes } from './modules/outbox/routes';
import { contentRoutes } from './modules/content/routes';
import { marketingAwardsRoutes } from './modules/marketing-awards/routes';
import { contractsRoutes } from './modules/contracts/routes';
import { marketingCodesRoutes } from './modules/marketing-codes/routes';
import { marketingPointsRoutes } from './modules/marketing-points/routes';
import { stakingRoutes } from './modules/staking/routes';
import { contractTradingRoutes } from './modules/contract-trading/routes';
import { copyTradingRoutes } from './modules/copy-trading/routes';
import { signInLockSettings } from './modules/config/config-keys';
import { ConfigParams } from './modules/config/config-params';
import { configRoutes } from './modules/config/routes';
import { JobRegistry } from './modules/job/job-registry';
import { JobRunner } from './modules/job/job-runner';
import { jobRoutes } from './modules/job/routes';
import { serverMonitorRoutes } from './modules/monitor/routes';
import { noticeRoutes } from './modules/notice/routes';
import { menuRoutes } from './modules/menu/routes';
import { userRoutes } from './modules/user/routes';
import { signInSessionOf } from './modules/user/session-answer';
import { FileCatalog } from './modules/upload/file-catalog';
import { uploadPlugin } from './modules/upload/upload-plugin';
import { UploadService } from './modules/upload/upload-service';
import { openUploadStorage } from './modules/upload/open-upload-storage';

export interface AppServices {
  captchas: CaptchaService;
  sessions: SessionStore;
  dicts: DictCache;
  uploads: UploadService;
  /** This instance's job runner (and through it the handler registry). */
  jobs: JobRunner;
  /** The four-eyes kinds every area registered (tests walk it). */
  approvalKinds: ApprovalRegistry;
}

export interface BuiltApp {
  app: FastifyInstance;
  services: AppServices;
}

/** Builds the whole server on a migrated database; tests drive it through `inject`. */
export async function buildApp(config: AppConfig, database: Database): Promise<BuiltApp> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, serializers: { req: loggedRequest } },
    // Dotted keys and bracketed arrays, as the web client serialises them (DESIGN.md §4).
    routerOptions: { querystringParser: (str: string) => qs.parse(str, { allowDots: true, depth: 5, arrayLimit: 1000 }) },
    bodyLimit: 1024 * 1024,
    // Off unless the deployment says a proxy sets X-Forwarded-For: otherwise any client could forge its address.
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = database;
  const sessions = new SessionStore(db, config.sessionIdleMs, config.sessionMaxMs);
  const captchas = new CaptchaService(db);
  const dicts = new DictCache(db);
  const params = new ConfigParams(db);
  const login = new LoginService(db, captchas, sessions, config.loginCaptcha, () => signInLockSettings(params));
  const unlock = new UnlockService(db);
  const jobs = new JobRegistry();
  const approvalKinds = new ApprovalRegistry();
  const approvals = new ApprovalService(db, approvalKinds);
  const areaDeps: AreaDeps = { db, sessions, login, captchas, config, params, jobs, approvalKinds, approvals };
  const uploadStorage = await openUploadStorage(config.upload);
  const fileCatalog = new FileCatalog(db, uploadStorage);
  const uploads = new UploadService(db, uploadStorage, fileCatalog, config.upload);
  const jobRunner = new JobRunner(db, jobs, uploads.heartbeat, { timezone: config.jobs.timezone, log: app.log });
  // Built-in job (modules/job): stale PENDING recharges become EXPIRED; one statement, safe on any instance.
  const recharges = new RechargeService(db, config.rechargeDualApprovalAbove);
  jobs.register({
    name: 'recharge-expiry',
    title: { 'zh-cn': '过期未处理的充值单', en: 'Expire stale recharges', 'zh-tw': '過期未處理的儲值單' },
    description: {
      'zh-cn': '超过 RECHARGE_EXPIRE_HOURS 仍待处理的充值单变为已过期',
      en: 'PENDING recharges older than RECHARGE_EXPIRE_HOURS become EXPIRED',
      'zh-tw': '超過 RECHARGE_EXPIRE_HOURS 仍待處理的儲值單變為已過期',
    },
    params: z.strictObject({}),
    run: async () => {
      const expired = await recharges.expireStale(config.rechargeExpireMs);
      return { 'zh-cn': `${expired} 笔充值单已过期`, en: `expired ${expired} recharge orders`, 'zh-tw': `${expired} 筆儲值單已過期` };
    },
    builtIn: { jobName: 'recharge-expiry', cron: '0 */5 * * * *' },
  });

  await app.register(securityHeadersPlugin, { publicUrl: config.publicUrl });
  await app.register(envelopePlugin);
  await app.register(accessPlugin, { sessions });
  // After access (it needs the operator): action routes that declare `idempotent` honour Idempotency-Key.
  await app.register(idempotencyPlugin, { db });
  // Before every module: the document lists the routes registered after it (resources included).
  await app.register(openapiPlugin);
  await app.register(operationLogPlugin, { db });
  // app.resources: every area binds its resources with `api.register(resourcePlugin, binding)` below.
  await app.register(resourceRegistryPlugin, { db, concurrentReads: database.dialect === 'postgres' });

  await app.register(
    async (api) => {
      // Before the routes, which it marks as they are added; the console's files are precompressed.
      await api.register(compressionPlugin, { minBytes: config.apiCompressMinBytes });
      // First: the IP black list guards every API route below (issue 14, modules/risk).
      await api.register(ipGuardPlugin, areaDeps);
      await api.register(authRoutes, { captchas, login, sessions, unlock, captchaEnabled: config.loginCaptcha, signInSession: (user) => signInSessionOf(db, user) });
      await api.register(userRoutes, { db });
      await api.register(menuRoutes, { db });
      await api.register(dictRoutes, { dicts });
      await api.register(financeRoutes, {
        db,
        withdrawDualApprovalAbove: config.withdrawDualApprovalAbove,
        rechargeDualApprovalAbove: config.rechargeDualApprovalAbove,
        approvals,
        approvalKinds,
        timeZone: config.jobs.timezone,
        files: fileCatalog,
      });
      await api.register(memberRoutes, { db, files: fileCatalog });
      await api.register(uploadPlugin, { uploads, catalog: fileCatalog, jobs });
      // Identity and access (issue 12): each area owns its routes, schemas and hooks.
      await api.register(orgRoutes, areaDeps);
      await api.register(userAdminRoutes, areaDeps);
      await api.register(roleRoutes, areaDeps);
      await api.register(personalRoutes, areaDeps);
      await api.register(smsSignInRoutes, areaDeps);
      await api.register(scanSignInRoutes, areaDeps);
      await api.register(oidcSignInRoutes, areaDeps);
      // Business pages I (issue 14): four-eyes requests first, then the areas that file them.
      await api.register(approvalRoutes, areaDeps);
      await api.register(memberConfigRoutes, areaDeps);
      await api.register(treasuryRoutes, areaDeps);
      await api.register(payoutRoutes, areaDeps);
      await api.register(riskRoutes, areaDeps);
      await api.register(reportRoutes, areaDeps);
      await api.register(budgetRoutes, areaDeps);
      await api.register(trialRoutes, areaDeps);
      // Business pages III (issue 16).
      await api.register(contentRoutes, areaDeps);
      // Business pages III (issue 16): awards and red envelopes.
      await api.register(marketingAwardsRoutes, areaDeps);
      await api.register(contractsRoutes, areaDeps);
      // Business pages III (issue 16): redemption codes and coupons.
      await api.register(marketingCodesRoutes, areaDeps);
      await api.register(marketingPointsRoutes, areaDeps);
      // Business pages II (issue 15): staking.
      await api.register(stakingRoutes, areaDeps);
      // Business pages II (issue 15): entrusts, positions, deals; copy trading on the same engine.
      await api.register(contractTradingRoutes, areaDeps);
      await api.register(copyTradingRoutes, areaDeps);
      // The code generator (issue 17).
      await api.register(generatorRoutes, areaDeps);
      // Business pages III (issue 16): the message queue (transactional outbox, its dispatcher and consumers).
      await api.register(outboxRoutes, areaDeps);
      // Operations administration (issue 13). Jobs last: it schedules the handlers the areas above registered.
      await api.register(configRoutes, areaDeps);
      await api.register(noticeRoutes, areaDeps);
      await api.register(auditRoutes, areaDeps);
      await api.register(serverMonitorRoutes, areaDeps);
      await api.register(jobRoutes, { ...areaDeps, runner: jobRunner });
    },
    { prefix: API_BASE },
  );

  if (config.serveWeb) await app.register(spaPlugin, { root: config.webDist });

  return { app, services: { captchas, sessions, dicts, uploads, jobs: jobRunner, approvalKinds } };
}
