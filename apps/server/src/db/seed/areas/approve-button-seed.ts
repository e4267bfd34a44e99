import type { MenuSeed } from '../menus';

const APPROVE: [string, string, string] = ['复核批准', 'Approve (second operator)', '覆核批准'];

/**
 * The second eye's button under a page (type F): its requests are decided on the Approvals page,
 * and it stays the super role's until a role is granted it. `title` names what is approved where
 * the page has more than one kind.
 */
export function approveButtonSeed(page: string, permission: string, { title = APPROVE, sort = 9 }: { title?: [string, string, string]; sort?: number } = {}): MenuSeed {
  return { key: `${page}.approve`, parent: page, type: 'F', title: title[0], titleEn: title[1], titleZhTw: title[2], permission, sort };
}
