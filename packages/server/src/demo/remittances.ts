import { addDays, money } from './calendar.js';
import { actor, type CompanyWorld, type DemoClock, makerOf } from './world.js';

/** The month before today's, as YYYY-MM. */
const lastMonth = (today: string) => addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);

/**
 * Issue 27 in the demo: the district's rule (5 % of its churches' revenue without donor restrictions), last
 * month's run (the assessments and the mission offerings passed on), and Grace Chapel and New Hope paying it
 * with an ordinary bill and payment to their vendor record of the district (the district records the receipts);
 * Cornerstone has not paid: the remittance status shows one church behind.
 */
export async function remittanceMonth(clock: DemoClock, district: CompanyWorld, churches: CompanyWorld[], today: string) {
  const treasurer = await actor(clock, district, 'treasurer');
  await treasurer.post('/remittance-rules', { parent_company_id: district.id, name: 'World missions share', basis: 'unrestricted_revenue', percent: '5' });
  const run = (await treasurer.post('/remittances/run', { parent_company_id: district.id, month: lastMonth(today) })).data as {
    remittances: Array<{ company_id: number; amount: string }>;
  };
  const districtChart = (await treasurer.get('/getJournalAccounts/0')).data as Array<{ id: number; account_name: string }>;
  for (const w of churches.filter((c) => c.c.key !== 'cornerstone')) {
    const owed = run.remittances.filter((r) => r.company_id === w.id).reduce((s, r) => s + Math.round(Number(r.amount) * 100), 0);
    if (!owed) continue;
    const church = await actor(clock, w, 'treasurer');
    const chart = (await church.get('/getJournalAccounts/0')).data as Array<{ id: number; account_name: string }>;
    const dueTo = chart.find((a) => a.account_name === `Due to ${district.c.legalName}`)!.id;
    // The run marked the church's vendor of the district (same EIN) as its vendor record of the parent.
    const office = makerOf(clock, w, 'treasurer');
    const bill = await office.bill(money(owed), {
      refrence: `RM${today.slice(2, 4)}${today.slice(5, 7)}`,
      bill_due: today,
      vendor_id: w.vendors.district,
      account_id: dueTo,
      fund_program_id: w.funds['General Fund'],
      funtional_expenses_id: w.expenses['Management and general'],
      memo: '',
      description: `Remittance ${lastMonth(today)}`,
      date: clock.day,
    });
    await office.pay([{ id: bill.id, amount_due: money(owed) }], { date: clock.day });
    const dueFrom = districtChart.find((a) => a.account_name === `Due from ${w.c.legalName}`)!.id;
    await treasurer.post('/deposits', {
      bank_account_id: district.chart['1000'],
      deposit_date: clock.day,
      memo: `Remittance of ${w.c.legalName}`,
      counted_by: [`${district.c.people[0].first} ${district.c.people[0].last}`, `${district.c.people[2].first} ${district.c.people[2].last}`],
      lines: [
        {
          account_id: dueFrom,
          fund_program_id: district.funds['General Fund'],
          amount: money(owed),
          method: 'check',
          check_number: String(3000 + bill.id),
          payer: w.c.legalName,
        },
      ],
    });
  }
}
