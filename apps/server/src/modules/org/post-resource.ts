import { count, inArray } from 'drizzle-orm';
import { namesParam, ResultCode } from '@ledgerdesk/shared';
import { postResource } from '@ledgerdesk/shared/resources/system/post';
import { posts, userPosts } from '../../db/schema';
import { refuse } from '../../lib/errors';
import { bindResource } from '../../resource';

/**
 * Posts on the resource engine (system/post/*): code and name unique (their indexes answer 409
 * naming the field), and a post still held by a user is not deleted — the refusal names it and how
 * many hold it (sys_user_post's RESTRICT is the backstop for a delete racing an assignment).
 */
export const postBinding = bindResource({
  definition: postResource,
  table: posts,
  hooks: {
    async beforeDelete({ tx, rows }) {
      const held = await tx
        .select({ postId: userPosts.postId, n: count() })
        .from(userPosts)
        .where(inArray(userPosts.postId, rows.map((r) => r.id)))
        .groupBy(userPosts.postId);
      if (held.length === 0) return;
      const holders = new Map(held.map((h) => [h.postId, h.n]));
      const named = rows
        .filter((r) => holders.has(r.id))
        .map((r) => `"${r.postName}" (${r.id}) is held by ${holders.get(r.id)} user${holders.get(r.id) === 1 ? '' : 's'}`)
        .join('; ');
      throw refuse(ResultCode.conflict, `a post still held by a user cannot be deleted: ${named}; take it from them first`, {
        reason: 'post.held',
        params: { names: namesParam(rows.filter((r) => holders.has(r.id)).map((r) => r.postName)) },
        extra: { ids: [...holders.keys()], users: Object.fromEntries(holders) },
      });
    },
  },
});
