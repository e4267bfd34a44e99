import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourcePlugin } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { blacklistBinding, blacklistLiftApproval } from './blacklist-resource';
import { channelBinding, channelReceivingApproval } from './channel-resource';
import { currencyBinding, currencyEditApproval } from './currency-resource';
import { rechargeAddressBinding } from './recharge-address-resource';
import { walletCodeBinding, walletCodeEditApproval } from './wallet-code-resource';
import { withdrawAddressBinding } from './withdraw-address-resource';

/** The four-eyes kinds this area files; tests register them on a registry of their own too. */
export function registerTreasuryApprovals(registry: AreaDeps['approvalKinds']): void {
  for (const handler of [currencyEditApproval, walletCodeEditApproval, channelReceivingApproval, blacklistLiftApproval]) registry.register(handler);
}

/**
 * The treasury area (issue 14, catalogue §3.1–3.5): currencies, wallet codes, recharge channels, recharge
 * addresses, the address black list and members' withdraw addresses. Every write and action here
 * honours Idempotency-Key: an action dialog opened once acts once however often it is sent.
 */
export const treasuryRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  app.addHook('onRoute', (route) => {
    const action = route.config?.operation?.action;
    if (route.method !== 'GET' && action && action !== 'list' && action !== 'export') route.config = { ...route.config, idempotent: true };
  });
  registerTreasuryApprovals(deps.approvalKinds);
  await app.register(resourcePlugin, currencyBinding(deps));
  await app.register(resourcePlugin, walletCodeBinding(deps));
  await app.register(resourcePlugin, channelBinding(deps));
  await app.register(resourcePlugin, rechargeAddressBinding);
  await app.register(resourcePlugin, blacklistBinding(deps));
  await app.register(resourcePlugin, withdrawAddressBinding);
};
