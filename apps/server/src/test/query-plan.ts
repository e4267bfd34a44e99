import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';

/** A node of PostgreSQL's EXPLAIN (FORMAT JSON) plan, as far as the tests read it. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Parent Relationship'?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** How the database plans `query` (with `analyze`, also runs it and counts each node's loops). PGlite and PostgreSQL alike. */
export async function planOf(db: Db, query: SQLWrapper, options: { analyze?: boolean } = {}): Promise<PlanNode> {
  const explain = options.analyze ? sql.raw('explain (analyze, format json) ') : sql.raw('explain (format json) ');
  const answer = (await db.execute(sql`${explain}${query.getSQL()}`)) as unknown as { rows: Array<Record<string, unknown>> };
  const cell = Object.values(answer.rows[0] ?? {})[0];
  return ((typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan: PlanNode }>)[0]!.Plan;
}

/** A plan's nodes, the node itself first, then its children's, depth first; a child `within` refuses is left out with its subtree. */
export function planNodes(node: PlanNode, within: (child: PlanNode) => boolean = () => true): PlanNode[] {
  return [node, ...(node.Plans ?? []).filter(within).flatMap((child) => planNodes(child, within))];
}

/** Whether a node reads the statement's own rows, not a sub-select's (the page's ids, a label). */
export const outsideSubSelects = (node: PlanNode): boolean => node['Parent Relationship'] !== 'InitPlan' && node['Parent Relationship'] !== 'SubPlan';
