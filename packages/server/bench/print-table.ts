/** A table of right-aligned figures (the first column and `left` ones aligned left), as Markdown. */
export function printTable(table: string[][], left: number[] = []) {
  const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
  for (const [i, r] of table.entries()) {
    console.log(`| ${r.map((c, j) => (j === 0 || left.includes(j) ? c.padEnd(widths[j]) : c.padStart(widths[j]))).join(' | ')} |`);
    if (i === 0) console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  }
}
