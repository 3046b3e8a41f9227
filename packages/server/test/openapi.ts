import type { AppInstance } from '../src/app.js';

/** Walking the OpenAPI document the server serves: the fuzz test and the cross-company test generate their calls from it. */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  default?: unknown;
  format?: string;
  minItems?: number;
};
export type Operation = {
  tags?: string[];
  parameters?: Array<{ in: string; name: string; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

/** A plausible value for a field, so the hostile one is not the only thing wrong. */
export function sample(s: Schema | undefined, name: string, pick?: (name: string) => unknown): unknown {
  // The caller's own value for a field (the cross-company test's own ids), when it has one.
  const picked = pick?.(name);
  if (picked !== undefined) return picked;
  if (!s) return 'Fuzz';
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum.find((v) => v !== null) ?? null;
  const alt = s.anyOf ?? s.oneOf ?? s.allOf;
  if (alt) return sample(alt.find((a) => a.type !== 'null' && !(a.enum?.length === 1 && a.enum[0] === null)) ?? alt[0], name, pick);
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (type === 'object') return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v, k, pick)]));
  if (type === 'array') return Array.from({ length: Math.max(s.minItems ?? 1, name === 'lines' ? 2 : 1) }, () => sample(s.items, name, pick));
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return false;
  if (s.format === 'email' || /email/.test(name)) return `fuzz${Math.floor(Math.random() * 1e9)}@example.org`;
  if (/date/.test(name)) return '2026-01-15';
  if (/password/.test(name)) return 'Fuzz-pass-12';
  if (/phone|contact_number|telephone/.test(name)) return '5550100000';
  if (/zip/.test(name)) return '75001';
  if (/country/.test(name)) return 'US';
  if (/state/.test(name)) return 'TX';
  if (/amount|debit|credit|price|total/.test(name)) return '1.00';
  if (/_id$|^id$/.test(name)) return '1';
  return 'Fuzz';
}

export function objectProps(s: Schema | undefined): Record<string, Schema> {
  if (!s) return {};
  if (s.properties) return s.properties;
  for (const a of s.anyOf ?? s.oneOf ?? s.allOf ?? []) if (a.properties) return a.properties;
  return {};
}

export function operationsOf(app: AppInstance) {
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([m]) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map(([m, op]) => ({ method: m.toUpperCase(), path, op })),
  );
}
