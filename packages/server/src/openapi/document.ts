import { errorEnvelope } from '@app/contract';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../plugins/access.js';

/**
 * The OpenAPI document in one place (issue 22 point 3): every operation gets its operationId and its 4xx
 * answers here, from the route's method, url, access and schema, so no route repeats them and a new route
 * is documented like the others. OpenAPI 3.1: its schemas are JSON Schema, so zod's nullable fields are
 * `anyOf [..., {type: 'null'}]` (3.0's `nullable` beside an `anyOf` without a `type` is what Redocly refused).
 */

const ERROR_SCHEMA = 'ErrorEnvelope';
const errorContent = { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } };

const ERROR_TEXTS = {
  400: 'Malformed request (not JSON, wrong content type, too large, a malformed address)',
  401: 'Not signed in, or the session is over',
  403: 'The caller lacks the permission this route needs',
  404: "No such record, or another company's record",
  409: 'Not allowed in the current state, or a duplicate',
  422: 'Validation failed: `errors` names each field and its messages',
  429: 'Too many attempts or downloads at once: wait for Retry-After',
} as const;
type ErrorStatus = keyof typeof ERROR_TEXTS;

const VERB_FIRST = /^(get|create|update|delete|save|change|void|send|check|print|list|show|view|edit)[A-Z]/;

/**
 * Stable and unique (Redocly checks both): the contract's own call names, which start with their verb, stay
 * as they are (`GET /getPayBillById/:id` -> `getPayBillById`, `GET /voidCheck/:id` -> `voidCheck`); the
 * others are method + path (`GET /vendor/edit/:id` -> `getVendorEditById`, `POST /company/:id` -> `postCompanyById`).
 */
export function operationIdOf(method: string, url: string): string {
  const parts = url.replace(/^\/api\/v1\//, '').split('/').filter(Boolean);
  if (VERB_FIRST.test(parts[0] ?? '') && parts.slice(1).every((p) => p.startsWith(':') || p.startsWith('{'))) return parts[0];
  const words = parts
    .map((part) => (part.startsWith(':') || part.startsWith('{') ? `by-${part.replace(/[:{}]/g, '')}` : part))
    .flatMap((part) => part.split(/[-_]/))
    .filter(Boolean);
  const camel = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  return VERB_FIRST.test(parts[0] ?? '') ? camel[0].toLowerCase() + camel.slice(1) : method.toLowerCase() + camel;
}

interface RouteFacts {
  method: string;
  url: string;
  access: Access | undefined;
  hasInput: boolean;
  hasPathParams: boolean;
  description: string;
}

/** The 4xx answers a route can give, from what it declares: access, input, path ids, and what its description promises. */
export function errorAnswersOf(r: RouteFacts): ErrorStatus[] {
  const codes = new Set<ErrorStatus>();
  const says = (code: number) => new RegExp(`\\b${code}\\b`).test(r.description);
  // Any route: a malformed address or query string (the router's frameworkErrors); a body: malformed JSON.
  codes.add(400);
  if (r.access && r.access !== 'public') codes.add(401);
  if (r.access && typeof r.access === 'object') codes.add(403);
  if (r.access === 'superAdmin') codes.add(403);
  if (r.hasPathParams || says(404)) codes.add(404);
  if (says(409)) codes.add(409);
  // The text guard and the schemas refuse bad input with 422 wherever there is input.
  if (r.hasInput) codes.add(422);
  if (says(429) || /rate limit|too many/i.test(r.description) || r.url.endsWith('/export')) codes.add(429);
  return [...codes].sort();
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type Transformed = ReturnType<typeof jsonSchemaTransform>;

function documentTransform(input: TransformInput): Transformed {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide || !input.url.startsWith('/api/v1')) return out;
  const route = (input as { route?: { method: string | string[]; config?: { access?: Access } } }).route;
  const method = Array.isArray(route?.method) ? route.method[0] : (route?.method ?? 'GET');
  const source = (input.schema ?? {}) as Record<string, unknown>;
  const responses = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
  const codes = errorAnswersOf({
    method,
    url: input.url,
    access: route?.config?.access,
    hasInput: !!(source.body || source.querystring || source.params),
    hasPathParams: !!source.params,
    description: String(source.description ?? ''),
  });
  for (const code of codes) responses[code] ??= { description: ERROR_TEXTS[code], content: errorContent };
  // A download (CSV, Excel, PDF) declares no JSON answer: say there is one, of its own type.
  if (!Object.keys(responses).some((c) => c.startsWith('2'))) responses[200] = { description: 'The file', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } };
  return {
    ...out,
    schema: { ...schema, operationId: (source.operationId as string | undefined) ?? operationIdOf(method, input.url), response: responses },
  };
}

/** @fastify/swagger's options: the document's head, the error envelope schema once, and the transform above. */
export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Church accounting and payables API',
      version: '1.0.0',
      description: 'Every answer carries `status` equal to the HTTP status; a failure is the ErrorEnvelope.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'This server' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { [ERROR_SCHEMA]: z.toJSONSchema(errorEnvelope, { target: 'draft-2020-12' }) as never },
    },
    security: [{ bearer: [] }],
  },
  transform: documentTransform as FastifyDynamicSwaggerOptions['transform'],
};
