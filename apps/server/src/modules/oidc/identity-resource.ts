import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { userIdentityResource } from '@ledgerdesk/shared/resources/system/user-identity';
import type { OidcProviderConfig } from '../../config';
import type { Db } from '../../db/client';
import { userIdentities, users } from '../../db/schema';
import { badRequest, forbidden } from '../../lib/errors';
import { bindResource } from '../../resource';
import { requestReach, usersInReach } from '../access/data-scope';
import { refuseOutranked } from '../access/delegation';

/**
 * Linked accounts on the resource engine. A link names a configured provider (the list of
 * OIDC_PROVIDERS, so a typo cannot create a link no sign-in will ever find) and a user the
 * administrator's data scope reaches and who holds no more than they do: a link signs whoever owns
 * the provider's account in as that user, so it is a way into the account as much as a password
 * reset is, and takes the same guard. Who linked it is recorded. Lists and deletes reach only the
 * links of users in scope, like the users themselves.
 */
export function identityBinding(db: Db, providers: readonly OidcProviderConfig[]) {
  // The condition, not the subquery: a query builder is a thenable, and awaiting it would run it.
  const reachCondition = async (request: Parameters<typeof requestReach>[1]) => usersInReach(await requestReach(db, request));
  const reachable = (condition: SQL) => db.select({ id: users.id }).from(users).where(condition);
  return bindResource({
    definition: userIdentityResource,
    table: userIdentities,
    hooks: {
      async scope({ request }) {
        const condition = await reachCondition(request);
        return condition === undefined ? undefined : inArray(userIdentities.userId, reachable(condition));
      },
      async beforeWrite({ input, tx, user, request }) {
        const provider = String(input.provider ?? '').trim();
        if (!providers.some((p) => p.id === provider)) {
          const known = providers.map((p) => p.id).join(', ') || 'none is configured';
          throw badRequest(`provider: must be a configured provider (${known})`, { provider: `must be one of the configured providers (${known})` });
        }
        const subject = String(input.subject ?? '').trim();
        if (!subject) throw badRequest('subject: is required', { subject: 'is required' });
        const condition = await reachCondition(request);
        if (condition !== undefined && typeof input.userId === 'number') {
          const [inReach] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, input.userId), condition));
          if (!inReach) throw forbidden('the user is outside your data scope');
        }
        if (typeof input.userId === 'number') await refuseOutranked(tx, request.user!, input.userId);
        return { ...input, provider, subject, displayName: String(input.displayName ?? '').trim(), linkedBy: user.userId };
      },
    },
  });
}
