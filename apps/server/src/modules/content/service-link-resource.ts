import { NEVER_PAY_TO_WITHDRAW } from '@ledgerdesk/shared/resources/content/common';
import { serviceLinkResource } from '@ledgerdesk/shared/resources/content/service-link';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { contentServiceLinkEvents, contentServiceLinks } from '../../db/schema';
import { noticeToAdministrators } from '../../lib/system-notice';
import { bindResource, setOnLockedRow, type ActionContext } from '../../resource';
import { checkServiceTarget, requirePlainText } from './content-rules';

type LinkRow = typeof contentServiceLinks.$inferSelect;

type Texts = Readonly<Record<'zh-cn' | 'en' | 'zh-tw', string>>;

/**
 * The guidance beside every entry in each language, so the console shows the reader's and an
 * export writes its own. (It was worded by the request's Accept-Language, which the console does
 * not set: a Chinese console showed the browser's English.)
 */
const guidance = NEVER_PAY_TO_WITHDRAW as Texts;
const guidanceColumns = {
  guidance: sql<string>`${guidance['zh-cn']}::text`,
  guidanceEn: sql<string>`${guidance.en}::text`,
  guidanceZhTw: sql<string>`${guidance['zh-tw']}::text`,
};

/**
 * A changed target is the phishing point (a swapped chat link collects "unfreezing fees"): it is
 * recorded as a security event and every administrator is told, in the transaction that changes it.
 */
async function targetChanged(tx: Tx, row: LinkRow, from: string, operatorId: number) {
  await tx.insert(contentServiceLinkEvents).values({ linkId: row.id, action: 'target-changed', fromTarget: from, toTarget: row.target, operatorId });
  await noticeToAdministrators(tx, {
    operatorId,
    title: {
      'zh-cn': `安全提醒：客服渠道 ${row.labelZhCn} 的地址已变更`,
      en: `Security: the target of service link ${row.labelEn} changed`,
      'zh-tw': `安全提醒：客服渠道 ${row.labelZhTw} 的地址已變更`,
    },
    body: {
      'zh-cn': `${row.labelZhCn}：${from} → ${row.target}。若非预期，请立即核查：被替换的客服链接是常见的诈骗手段。`,
      en: `${row.labelEn}: ${from} → ${row.target}. If you did not expect this, check it now: a swapped support link is a common scam.`,
      'zh-tw': `${row.labelZhTw}：${from} → ${row.target}。若非預期，請立即核查：被替換的客服連結是常見的詐騙手段。`,
    },
  });
}

export const serviceLinkBinding = bindResource({
  definition: serviceLinkResource,
  table: contentServiceLinks,
  hooks: {
    beforeWrite({ input, current }) {
      const row = current as LinkRow | null;
      const values = { ...input };
      requirePlainText(values, ['labelZhCn', 'labelEn', 'labelZhTw', 'hours']);
      const kind = String(values.kind ?? row?.kind ?? '');
      if ('target' in values || 'kind' in values) values.target = checkServiceTarget(kind, String(values.target ?? row?.target ?? ''));
      return values;
    },
    async afterWrite({ op, row, before, tx, user }) {
      const link = row as LinkRow | null;
      const prior = before as LinkRow | null;
      if (!link) return;
      if (op === 'add') await tx.insert(contentServiceLinkEvents).values({ linkId: link.id, action: 'added', toTarget: link.target, operatorId: user.userId });
      if (op === 'edit' && prior && prior.target !== link.target) await targetChanged(tx, link, prior.target, user.userId);
    },
    computed: guidanceColumns,
  },
  actions: {
    enable: (ctx) => toggle(ctx, true),
    disable: (ctx) => toggle(ctx, false),
  },
});

async function toggle(ctx: ActionContext<typeof contentServiceLinks>, enabled: boolean) {
  const row = await setOnLockedRow(ctx, contentServiceLinks, { enabled }, {
    after: async (link, tx) => {
      await tx.insert(contentServiceLinkEvents).values({ linkId: link.id, action: enabled ? 'enabled' : 'disabled', fromTarget: link.target, toTarget: link.target, operatorId: ctx.user.userId });
    },
  });
  return { id: row.id, enabled };
}
