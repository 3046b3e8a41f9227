import { BUDGET_TEXT, boardPacketInputOf, boardPacketMailBody, boardPacketQuery, okEnvelope as ok } from '@app/contract';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { enqueueMail } from '../../mail/outbox.js';
import { authOf } from '../../plugins/company-scope.js';
import { boardPacket, packetSubject, packetText } from './board-packet.js';

const tags = ['Reports'];
const SECTIONS =
  "?sections= (comma-separated, in the order printed) from financial_position, activities (January to the month's end), budget_vs_actual (needs Budgets_View), fund_balances, bank_reconciliation (each bank account's balance and its status), checks (the month's checks; needs Check_View). A cover page lists them; every page is numbered. Super-Admin must name company_id (422); another company's: 404. Needs Reports_View.";

/** The board packet (issue 29 point 4): one PDF of a month's reports, downloaded or mailed through the outbox. */
export async function boardPacketRoutes(app: AppInstance) {
  const deps = { db: app.deps.reportDb, clock: app.deps.clock };
  const access = { access: { permission: 'Reports_View' as const } };

  app.get(
    '/reports/board-packet',
    {
      schema: {
        tags,
        summary: 'Board packet (PDF)',
        description: `One PDF for ?year= and ?month=: the chosen sections. ${SECTIONS}`,
        querystring: boardPacketQuery,
      },
      config: { ...access, pool: 'report' },
    },
    async (req, reply) => {
      const { pdf, file } = await boardPacket(deps, authOf(req), boardPacketInputOf(req.query));
      return reply.type('application/pdf').header('Cache-Control', 'no-store').header('Content-Disposition', `attachment; filename="${file}"`).send(pdf);
    },
  );

  app.post(
    '/reports/board-packet/mail',
    {
      schema: {
        tags,
        summary: 'Mail the board packet',
        description: `Makes the board packet of year and month (sections as an array) and queues one mail with it attached to each address of \`to\` (at most 20) through the outbox, which delivers and retries. ${SECTIONS}`,
        body: boardPacketMailBody,
        response: { 200: ok.extend({ data: z.object({ queued: z.number() }) }) },
      },
      config: access,
    },
    async (req) => {
      const q = req.body;
      const { pdf, file, companyName } = await boardPacket(deps, authOf(req), q);
      const to = [...new Set(q.to.map((a) => a.toLowerCase()))];
      await app.deps.db.transaction(async (tx) => {
        for (const address of to) {
          await enqueueMail(tx, {
            to: address,
            subject: packetSubject(companyName, q),
            text: packetText(companyName, q),
            attachments: [{ filename: file, contentType: 'application/pdf', content: pdf }],
          });
        }
      });
      app.deps.mail.kick();
      return { message: BUDGET_TEXT.packetMailed(to.length), data: { queued: to.length } };
    },
  );
}
