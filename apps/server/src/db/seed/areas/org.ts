import { eq } from 'drizzle-orm';
import { deptResource } from '@ledgerdesk/shared/resources/system/dept';
import { postResource } from '@ledgerdesk/shared/resources/system/post';
import type { Db } from '../../client';
import { departments, posts } from '../../schema';
import { resourceMenuSeed } from '../resource-menu-seed';
import type { AreaSeed } from './area-seed';

/**
 * Menus of this area, inserted once ever by the seed (see ../menus.ts): the department and post
 * pages with a button per write. The super role only, until a role is granted them.
 */
export const ORG_SEED: AreaSeed = {
  menus: [...resourceMenuSeed(deptResource), ...resourceMenuSeed(postResource)],
  dicts: [],
};

interface DemoDept {
  deptName: string;
  leader?: string;
  phone?: string;
  email?: string;
  children?: DemoDept[];
}

/** The demo organisation: a head office, its operations desks, risk and treasury. */
export const DEMO_DEPT_TREE: DemoDept = {
  deptName: 'Ledgerdesk HQ',
  leader: 'Avery Chen',
  phone: '021-68880000',
  email: 'hq@ledgerdesk.test',
  children: [
    {
      deptName: 'Operations',
      leader: 'Blake Li',
      phone: '021-68880100',
      email: 'ops@ledgerdesk.test',
      children: [
        { deptName: 'East desk', leader: 'Casey Wang', phone: '021-68880110' },
        { deptName: 'West desk', leader: 'Devon Zhao', phone: '021-68880120' },
      ],
    },
    { deptName: 'Risk', leader: 'Emery Sun', phone: '021-68880200', email: 'risk@ledgerdesk.test' },
    { deptName: 'Treasury', leader: 'Finley Xu', phone: '021-68880300', email: 'treasury@ledgerdesk.test' },
  ],
};

const DEMO_POSTS = [
  { postCode: 'desk_head', postName: 'Desk head', sort: 1 },
  { postCode: 'reviewer', postName: 'Reviewer', sort: 2 },
  { postCode: 'teller', postName: 'Teller', sort: 3 },
];

/**
 * Demo departments and posts, for a demo install only (seed/index.ts calls it when `demo`). Runs
 * once: skipped when any department exists, so an operator's own tree is never added to.
 * Answers the ids of the demo departments by name (nothing when it skipped).
 */
export async function seedOrgDemo(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  await db.transaction(async (tx) => {
    const [any] = await tx.select({ id: departments.id }).from(departments).limit(1);
    if (any) return;
    const insert = async (dept: DemoDept, parentId: number | null, sort: number) => {
      const [row] = await tx
        .insert(departments)
        .values({ parentId, deptName: dept.deptName, leader: dept.leader ?? '', phone: dept.phone ?? '', email: dept.email ?? '', sort })
        .returning({ id: departments.id });
      ids.set(dept.deptName, row!.id);
      for (const [i, child] of (dept.children ?? []).entries()) await insert(child, row!.id, i + 1);
    };
    await insert(DEMO_DEPT_TREE, null, 0);
    for (const post of DEMO_POSTS) {
      const [held] = await tx.select({ id: posts.id }).from(posts).where(eq(posts.postCode, post.postCode));
      if (!held) await tx.insert(posts).values(post);
    }
  });
  return ids;
}
