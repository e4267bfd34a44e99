import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  nodes: Array<{ target: string; html: string; summary: string }>;
}

/**
 * Runs axe-core over the page (or the part `include` selects) and answers its serious and critical
 * violations. The script goes in through the DevTools protocol rather than a <script> tag: the
 * console's Content-Security-Policy rightly refuses inline scripts, and the check must see the page
 * exactly as served.
 */
export async function seriousAxeViolations(page: Page, include?: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (selector) => {
    type Axe = {
      run(context: unknown, options: unknown): Promise<{
        violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }> }>;
      }>;
    };
    const axe = (window as unknown as { axe: Axe }).axe;
    const result = await axe.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact!,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' '), html: n.html.slice(0, 200), summary: n.failureSummary ?? '' })),
      }));
  }, include);
}

/** One line per failing element, for the assertion message. */
export function describeFindings(findings: AxeFinding[]): string {
  return findings
    .flatMap((f) => f.nodes.map((n) => `${f.impact} ${f.id} (${f.help}) at ${n.target}: ${n.html}\n    ${n.summary.replace(/\n/g, ' ')}`))
    .join('\n');
}
