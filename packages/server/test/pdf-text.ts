import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A word pdftotext read back, its box in points from the page's top-left corner. */
export interface PdfWord {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const dir = mkdtempSync(join(tmpdir(), 'pdf-read-'));

/**
 * A PDF as a reader sees it, through poppler: the page count, each page's text laid out, each page's words
 * with their positions (pdftotext -bbox), and pdftoppm renders for looking at them.
 */
export function readPdf(bytes: Buffer, name = Math.random().toString(36).slice(2)) {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, bytes);
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1]);
  const text = (page: number) => execFileSync('pdftotext', ['-layout', '-f', String(page), '-l', String(page), file, '-']).toString();
  const words = (page: number): PdfWord[] => {
    const html = execFileSync('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), file, '-']).toString();
    return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
      xMin: Number(m[1]),
      yMin: Number(m[2]),
      xMax: Number(m[3]),
      yMax: Number(m[4]),
      text: m[5]
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'"),
    }));
  };
  const render = (prefix: string) => {
    execFileSync('pdftoppm', ['-png', '-r', '60', file, join(dir, prefix)]);
    return join(dir, prefix);
  };
  return { file, pages, text, words, render };
}

/** The first word on a page equal to `text` (or matching it), or a thrown error naming what was there. */
export function wordOf(words: PdfWord[], text: string | RegExp, after?: (w: PdfWord) => boolean): PdfWord {
  const found = words.find((w) => (typeof text === 'string' ? w.text === text : text.test(w.text)) && (!after || after(w)));
  if (!found) throw new Error(`no word ${text} among: ${words.map((w) => w.text).join(' ')}`);
  return found;
}
