import { objectProps, type Operation, sample } from '../openapi.js';

/** The fuzz tests' values and calls: every parameter and body field of an operation hostile in turn. */
const LONG = 'x'.repeat(20_000);
/** JSON values for body fields. */
export const HOSTILE_JSON: unknown[] = [
  2_147_483_648,
  1e20,
  '99999999999999999999',
  -1,
  '-0',
  '-1',
  true,
  false,
  1.5,
  '2024-02-30',
  '0001-01-01',
  '29999-01-01',
  1.001,
  '1.001',
  '1,0,0,0',
  '1e3',
  'a\u0000b',
  'line\nbreak',
  '\r\n',
  LONG,
  '',
  ' ',
  null,
  [],
  [1, 2],
  {},
  { a: { b: 1 } },
  1e308,
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  // issue 21.5: a lone surrogate, control and text-direction characters, fullwidth digits, spaces alone
  'x\uD800y',
  '\uDC00',
  'Grace\u202EChapel',
  'bell\u0007',
  '\uFF11\uFF12-\uFF13\uFF14\uFF15\uFF16\uFF17\uFF18\uFF19',
  '   ',
];
/** Values no text field of any request may hold (the shared text rule): always refused, never stored. */
export const NEVER_STORED_JSON = ['a\u0000b', 'x\uD800y'];
export const NEVER_STORED_TEXT = ['%00'];
/** Text values for path and query parameters. */
const HOSTILE_TEXT = [
  '2147483648',
  '99999999999999999999',
  '-0',
  '-1',
  'true',
  '1.5',
  '1e3',
  '0x10',
  '2024-02-30',
  '0001-01-01',
  '1.001',
  '1,0,0,0',
  '%00',
  '%0A',
  'x'.repeat(3000),
  '',
  'null',
  '%7B%7D',
];

export interface Case {
  method: string;
  url: string;
  payload?: unknown;
  what: string;
}

/** Every call to make for one operation: each parameter and each body field (and nested list item field) hostile in turn. */
export function casesOf(method: string, path: string, op: Operation, hostileJson = HOSTILE_JSON, hostileText = HOSTILE_TEXT): Case[] {
  const pathNames = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const query = (op.parameters ?? []).filter((p) => p.in === 'query');
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const base = bodySchema ? sample(bodySchema, '') : undefined;
  const url = (pathValues: Record<string, string>, q = '') => `${path.replace(/\{(\w+)\}/g, (_, n) => pathValues[n] ?? '1')}${q ? `?${q}` : ''}`;
  const cases: Case[] = [{ method, url: url({}), payload: base, what: 'plausible' }];
  for (const n of pathNames) for (const v of hostileText) cases.push({ method, url: url({ [n]: v }), payload: base, what: `path ${n}=${v.slice(0, 20)}` });
  for (const p of query) {
    for (const v of hostileText) cases.push({ method, url: url({}, `${p.name}=${v}`), payload: base, what: `query ${p.name}=${v.slice(0, 20)}` });
    cases.push({ method, url: url({}, `${p.name}=1&${p.name}=2`), payload: base, what: `query ${p.name} twice` });
    cases.push({ method, url: url({}, `${p.name}[a]=1`), payload: base, what: `query ${p.name}[a]` });
  }
  if (bodySchema) {
    for (const raw of [[], 'text', 42, null]) cases.push({ method, url: url({}), payload: raw, what: `body ${JSON.stringify(raw)}` });
    const props = objectProps(bodySchema);
    for (const [field, fs] of Object.entries(props)) {
      for (const v of hostileJson)
        cases.push({ method, url: url({}), payload: { ...(base as object), [field]: v }, what: `body ${field}=${JSON.stringify(v)?.slice(0, 20)}` });
      const item = fs.items ?? (fs.anyOf ?? []).find((a) => a.items)?.items;
      const itemProps = objectProps(item);
      for (const [sub] of Object.entries(itemProps)) {
        for (const v of hostileJson) {
          const good = sample(item, field);
          cases.push({
            method,
            url: url({}),
            payload: { ...(base as object), [field]: [{ ...(good as object), [sub]: v }, sample(item, field)] },
            what: `body ${field}[0].${sub}=${JSON.stringify(v)?.slice(0, 20)}`,
          });
        }
      }
    }
  }
  return cases;
}
