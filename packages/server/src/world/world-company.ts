/** A company of the world builder (world.ts) and what its users make in it: users, books, vendors, bills, payments, checks, orders. */

import type { World } from './world.js';
import { type Client, day, nextCount, ok, type Position, positionAt, reference, uniq, uniqEin, WORLD_PASSWORD } from './world-basics.js';
import { type UserOptions, userEmail, userRow, type WorldMember, type WorldUser } from './world-users.js';

/** The accounts and tags the bill forms offer a company user. */
export interface Books {
  fundProgramId: number;
  fundProgramName: string;
  functionalExpenseId: number;
  /** Accounts Payable (2000) */
  payable: number;
  /** the operating bank (1000) */
  bank: number;
  /** Office supplies (5200), the bills' expense account */
  expense: number;
  /** any account of the standard chart by its number */
  byNumber: Record<string, number>;
}

export interface WorldBill {
  id: number;
  bill_number: number;
  amount_due: string;
  refrence: string;
}

/** What a company's views (`as`) share: its books and its first vendor, made once. */
interface Shared {
  books?: Books;
  vendor?: Promise<{ id: number }>;
}

/** One company of a world and what its Treasurer (or the user of `as`) makes in it. */
export class WorldCompany {
  /** the Treasurer made with the company */
  treasurer!: WorldUser;
  /** the users made with the company (`members` of its options), in order */
  members: WorldMember[] = [];

  constructor(
    readonly world: World,
    readonly id: number,
    readonly legalName: string,
    /** its access level (1 Local Assembly...) */
    readonly level = 1,
    private readonly shared: Shared = {},
    /** who makes the records, when not the Treasurer */
    private readonly actor?: Client,
  ) {}

  get api(): Client {
    if (this.actor) return this.actor;
    if (!this.treasurer) throw new Error(`world: ${this.legalName} was made with signIn: false, it has no signed-in Treasurer`);
    return this.treasurer.api;
  }

  /**
   * The same company, its records made by another of its users (`company.as(bookkeeper.api).bill(...)`): the
   * app checks that user's permissions. Books and first vendor are the company's, shared.
   */
  as(api: Client): WorldCompany {
    const view = new WorldCompany(this.world, this.id, this.legalName, this.level, this.shared, api);
    view.treasurer = this.treasurer;
    view.members = this.members;
    return view;
  }

  /**
   * The books the makers default to, when the company has its own (the demo's chart and funds): `books()` then
   * answers them and makes no fund program.
   */
  useBooks(books: Books): void {
    this.shared.books = books;
  }

  /** Signs a user in after they accept their invitation. */
  async signIn(email: string, password = WORLD_PASSWORD): Promise<WorldUser> {
    await this.world.port.acceptInvitation(email, password);
    const login = ok(await this.world.port.client().post('/login', { email, password }), `login ${email}`);
    const token = login.data.access_token as string;
    return { id: login.data.id as number, email, password, token, api: this.world.port.client(token) };
  }

  /**
   * Another user of the company (added by Super-Admin through the company edit, then accepting the invitation):
   * a seeded position of the company's level by name, or any position of that level by its role id (a test's
   * own position holding exactly some permissions).
   */
  async user(position: Position | number, opts: UserOptions = {}): Promise<WorldUser> {
    return this.signIn(await this.invite(position, opts), opts.password);
  }

  /** A user as `user()` makes them who accepts the invitation but does not sign in (for the sign-in tests). */
  async member(position: Position | number, opts: UserOptions = {}): Promise<WorldMember> {
    const email = await this.invite(position, opts);
    const password = opts.password ?? WORLD_PASSWORD;
    await this.world.port.acceptInvitation(email, password);
    const company = ok(await (await this.world.asAdmin()).get(`/company/${this.id}`), `GET /company/${this.id}`).data;
    return { id: (company.users as Array<{ id: number; email: string }>).find((u) => u.email === email)!.id, email, password };
  }

  /** Adds a user to the company's list (they are mailed an invitation); answers their email. */
  private async invite(position: Position | number, opts: UserOptions): Promise<string> {
    const admin = await this.world.asAdmin();
    const company = ok(await admin.get(`/company/${this.id}`), `GET /company/${this.id}`).data;
    const email = opts.email ?? userEmail(typeof position === 'number' ? 'clerk' : position);
    const roleId = typeof position === 'number' ? position : positionAt(position, company.access_level ?? 1);
    // The company form saves its whole user list: the existing users as read, plus the new one.
    ok(
      await admin.post(`/company/${this.id}`, {
        ...company,
        users: [...company.users, userRow(email, { firstName: typeof position === 'number' ? 'Clerk' : position, ...opts }, roleId, company.access_level ?? 1)],
      }),
      `POST /company/${this.id}`,
    );
    return email;
  }

  /** Removes a user from the company as the company form does (left out of the list: suspended, sessions ended). */
  async suspend(user: { id: number }): Promise<void> {
    const admin = await this.world.asAdmin();
    const company = ok(await admin.get(`/company/${this.id}`), `GET /company/${this.id}`).data;
    const users = (company.users as Array<{ id: number }>).filter((u) => u.id !== user.id);
    ok(await admin.post(`/company/${this.id}`, { ...company, users }), `POST /company/${this.id}`);
  }

  /** The company's chart of accounts (standard, seeded with the company): account ids by number. */
  async chart(): Promise<Record<string, number>> {
    const admin = await this.world.asAdmin();
    const chart = ok(await admin.get(`/getJournalAccounts/${this.id}`)).data as Array<{ id: number; account_number: string }>;
    return Object.fromEntries(chart.map((a) => [a.account_number, a.id]));
  }

  /**
   * The fund program, functional expense ('Program services', the first of Form 990's) and accounts the forms
   * offer; the company's fund program is made on the first call (named `fundProgramName` if given).
   */
  async books(opts: { fundProgramName?: string } = {}): Promise<Books> {
    if (this.shared.books) return this.shared.books;
    const fundProgramName = opts.fundProgramName ?? uniq('Missions');
    const fundProgramId = await this.fundProgram(fundProgramName);
    const expenses = ok(await this.api.get('/getFunctionalEnpenses/0')).functionaExpenses as Array<{ label: string; value: number }>;
    const byNumber = await this.chart();
    this.shared.books = {
      fundProgramId,
      fundProgramName,
      functionalExpenseId: (expenses.find((e) => e.label === 'Program services') ?? expenses[0]).value,
      payable: byNumber['2000'],
      bank: byNumber['1000'],
      expense: byNumber['5200'],
      byNumber,
    };
    return this.shared.books;
  }

  /** A vendor with a unique EIN and every field the form requires; `over` adds or replaces fields. */
  async vendor(over: Record<string, unknown> = {}): Promise<{ id: number; name: string; ein: string; vendor_number: number }> {
    const body = {
      company_id: this.id,
      name: uniq('Supplier'),
      ein: uniqEin(),
      contact_number: '5550100000',
      email: 'billing@vendor.test',
      billing_address_line_1: '1 Supply Rd',
      billing_city: 'Dallas',
      billing_state: 'TX',
      billing_country: 'US',
      billing_zip_code: '75001',
      ...over,
    };
    const res = ok(await this.api.post('/vendor/add', body), 'POST /vendor/add');
    return { id: (res.data?.id ?? res.lastInsertedId) as number, name: body.name as string, ein: body.ein as string, vendor_number: res.data?.vendor_number };
  }

  /** The vendor bills go to unless they name one (made on first use). */
  firstVendor() {
    this.shared.vendor ??= this.vendor();
    return this.shared.vendor;
  }

  /** A fund program of the company (active), answering its id; `over` adds fields (`restriction`...). */
  async fundProgram(name = uniq('Fund'), over: Record<string, unknown> = {}): Promise<number> {
    return ok(await this.api.post('/createFundProgram', { name, status: 1, ...over }), 'POST /createFundProgram').data.id;
  }

  /** An account added to the company's chart (active, at the company's level; described by its name unless told), answering its id. */
  async account(a: { number: string; name: string; type: number; description?: string }): Promise<number> {
    const body = {
      company_id: this.id,
      account_number: a.number,
      account_name: a.name,
      master_ac_type_id: a.type,
      description: a.description ?? a.name,
      level: this.level,
      status: 'Active',
    };
    return ok(await this.api.post('/saveAccount', body), 'POST /saveAccount').lastInsertedId;
  }

  /** A functional expense of the company's own (active), answering its id. */
  async functionalExpense(name = uniq('Expense')): Promise<number> {
    return ok(await this.api.post('/createFunctionalExpenses', { name, status: 1 }), 'POST /createFunctionalExpenses').data.id;
  }

  /** Money in a bank account (default the operating bank) from net assets (3000), by a journal entry; answers its id. */
  async fund(amount: string, account?: number, date = day()): Promise<number> {
    const books = await this.books();
    const res = ok(
      await this.api.post('/journals', {
        entry_date: date,
        memo: 'Opening balance',
        lines: [
          { account_id: account ?? books.bank, debit: amount, credit: '' },
          { account_id: books.byNumber['3000'], debit: '', credit: amount },
        ],
      }),
      'POST /journals',
    );
    return res.lastInsertedId;
  }

  /** A Created bill (Dr 5200 / Cr 2000, the books' tags); `over` replaces fields of the request. */
  async bill(amount: string, over: Record<string, unknown> = {}): Promise<WorldBill> {
    const books = await this.books();
    const res = await this.api.post('/createPayBills', {
      company_id: this.id,
      refrence: reference('R'),
      bill_due: day(10),
      vendor_id: over.vendor_id ?? (await this.firstVendor()).id,
      amount_due: amount,
      account_payable_id: books.payable,
      account_id: books.expense,
      fund_program_id: books.fundProgramId,
      funtional_expenses_id: books.functionalExpenseId,
      date: day(),
      ...over,
    });
    return ok(res, 'POST /createPayBills').data;
  }

  /** Pays each bill in full (less `discount`) from a bank account (default the operating bank): one payment each. */
  async pay(
    rows: Array<{ id: number; amount_due?: string; discount?: string }>,
    over: Record<string, unknown> = {},
  ): Promise<Array<{ id: number; bill_payment_id: number; bill_id: number }>> {
    const books = await this.books();
    const res = await this.api.post('/createBillPayment', {
      company_id: this.id,
      account_payable_id: books.payable,
      account_id: books.bank,
      bill_amount_info: rows.map((r) => ({ bill_id: r.id, amount_due: r.amount_due, discount: r.discount ?? '0' })),
      button_status: 'save',
      ...over,
    });
    return ok(res, 'POST /createBillPayment').data;
  }

  /** A voucher check (one per vendor) for paid payments, from the operating bank unless `over` says otherwise. */
  async voucherCheck(paymentIds: number[], over: Record<string, unknown> = {}): Promise<Array<{ id: number; check_number: number }>> {
    const books = await this.books();
    const res = await this.api.post('/createChecks', {
      company_id: this.id,
      check_type: 'voucher',
      check_number: '',
      memo: 'Monthly run',
      bank_account_id: books.bank,
      check_list: paymentIds.map((id) => ({ bill_payment_id: id })),
      ...over,
    });
    return ok(res, 'POST /createChecks').data;
  }

  /** A standard check: its own bill and payment in one step. */
  async standardCheck(amount: string, over: Record<string, unknown> = {}): Promise<{ id: number; check_number: number; bill_id?: number }> {
    const books = await this.books();
    const res = await this.api.post('/createChecks', {
      company_id: this.id,
      check_type: 'standard',
      refrence: String((Date.now() * 100 + nextCount()) % 1e10), // a standard check's reference is numeric
      bill_due: day(5),
      vendor_id: over.vendor_id ?? (await this.firstVendor()).id,
      memo: 'Roof repair',
      amount_due: amount,
      account_payable_id: books.payable,
      account_id: books.expense,
      fund_program_id: books.fundProgramId,
      funtional_expenses_id: books.functionalExpenseId,
      bank_account_id: books.bank,
      check_number: '',
      ...over,
    });
    const data = ok(res, 'POST /createChecks').data;
    return Array.isArray(data) ? data[0] : data;
  }

  /** A Draft purchase order of one vendor (default the first), answering its id. */
  async order(over: Record<string, unknown> = {}): Promise<number> {
    const res = await this.api.post('/createPurchaseOrder', {
      company_id: this.id,
      vendor_id: over.vendor_id ?? (await this.firstVendor()).id,
      shipping_method: 'FedEx',
      payment_terms: 'Net 30',
      required_by_date: day(30),
      status_name: 'Draft',
      sales_tax: '0',
      items: [{ description: 'Copier paper', quantity: '10', unit_price: '4.25' }],
      ...over,
    });
    const body = ok(res, 'POST /createPurchaseOrder');
    return (body.data?.id ?? body.lastInsertedId) as number;
  }
}
