import { createRequire } from 'node:module';

/**
 * Packages loaded on their first use instead of at start: exceljs and pdfkit alone were more than a second of
 * a loaded machine's start-up (issue 23 point 1: a fresh start serves /login in under 3 s), and most requests
 * never make a PDF or a workbook, nor send a mail. All are CommonJS, so a synchronous require keeps their
 * callers as they are.
 */
const require = createRequire(import.meta.url);

export const PDFDocument = new Proxy(function PDFDocument() {} as unknown as typeof import('pdfkit'), {
  construct: (_target, args) => new (require('pdfkit') as new (...a: unknown[]) => object)(...args),
}) as typeof import('pdfkit');

/** ExcelJS, loaded on first call */
export const excelJs = (): typeof import('exceljs') => require('exceljs');

/** nodemailer, loaded with the first mail sent */
export const nodemailer = (): typeof import('nodemailer') => require('nodemailer');
export const SMTPTransport = (): typeof import('nodemailer/lib/smtp-transport/index.js') => require('nodemailer/lib/smtp-transport/index.js');

/** fast-xml-parser, loaded with the first camt.053 bank statement read */
export const fastXmlParser = (): typeof import('fast-xml-parser') => require('fast-xml-parser');
