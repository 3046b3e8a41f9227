import { execFileSync } from 'node:child_process';

/** Target of issue 21 point 7: a 200,000-row export streams in bounded memory (it took +100 MB before). */
const TARGET_MB = 50;

/**
 * Runs bench/export-memory.ts in a process of its own per format (so nothing else shares its heap) and
 * answers the bench table: rows, file size, time, resident memory before and at its peak, the growth.
 */
export function exportMemoryTable(log: (s: string) => void): string[][] {
  const table = [
    ['export, 200,000 rows (bill columns)', 'file', 'seconds', 'library loaded', 'RSS before', 'RSS peak', 'growth', 'buffers peak', 'target', 'met'],
  ];
  for (const format of ['xlsx', 'csv']) {
    log(`export memory: ${format}...`);
    const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', new URL('./export-memory.ts', import.meta.url).pathname, format, '200000'], {
      encoding: 'utf8',
    });
    const r = JSON.parse(out.trim().split('\n').pop()!) as {
      bytes: number;
      seconds: number;
      libraryMb: number;
      baseRssMb: number;
      peakRssMb: number;
      peakBuffersMb: number;
    };
    const growth = r.peakRssMb - r.baseRssMb;
    table.push([
      format === 'xlsx' ? 'Excel (exceljs WorkbookWriter, rows committed)' : 'CSV (csv-stringify)',
      `${(r.bytes / 1024 / 1024).toFixed(1)} MB`,
      r.seconds.toFixed(1),
      // once per process, at its first workbook: not the export's own growth
      r.libraryMb ? `+${r.libraryMb.toFixed(0)} MB` : '',
      `${r.baseRssMb.toFixed(0)} MB`,
      `${r.peakRssMb.toFixed(0)} MB`,
      `+${growth.toFixed(0)} MB`,
      `${r.peakBuffersMb.toFixed(0)} MB`,
      `growth < ${TARGET_MB} MB`,
      growth < TARGET_MB ? 'yes' : 'NO',
    ]);
  }
  return table;
}
