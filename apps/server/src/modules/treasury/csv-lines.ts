/** One non-empty line of a pasted or uploaded batch, with its 1-based line number and its cells. */
export interface BatchLine {
  line: number;
  cells: string[];
}

const unquote = (cell: string) => cell.trim().replace(/^"(.*)"$/s, '$1').trim();

/**
 * The lines of a batch import: blank lines and `#` comments skipped, a header line (first cell
 * `address`) skipped, cells split on commas (addresses, memos and labels hold none) and unquoted.
 */
export function batchLines(text: string): BatchLine[] {
  const lines: BatchLine[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    if (!trimmed || trimmed.startsWith('#')) return;
    const cells = trimmed.split(',').map(unquote);
    if (index === 0 && cells[0]!.toLowerCase() === 'address') return;
    lines.push({ line: index + 1, cells });
  });
  return lines;
}
