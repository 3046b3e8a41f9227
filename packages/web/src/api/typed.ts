import { apiFetch, apiDownload, type CallOptions } from './client';
import type { paths } from './openapi';

/**
 * The web's one way to call the API (issue 22 point 3): paths, path parameters, query, body and the 200
 * answer are typed from the server's own OpenAPI document (api/openapi.d.ts, generated), so a wrong path,
 * field or envelope does not compile. It runs on apiFetch, which keeps the bearer token, Idempotency-Key,
 * 401 -> signed out, ApiError with per-field errors and the "server cannot be reached" message.
 *
 *   api.get('/vendor/edit/{id}', { path: { id } })            -> { status: 200, message?, data: {...} }
 *   api.post('/createPayBills', { body, idempotencyKey })
 *   api.get('/vendor', { query: list.query(10) })             a list's URL-kept params as they are
 */

/** The document's paths without the /api/v1 base, as apiFetch takes them. */
type Api = { [K in keyof paths as K extends `/api/v1${infer P}` ? P : never]: paths[K] };
type Method = 'get' | 'post' | 'put' | 'delete';

type Operation<P extends keyof Api, M extends Method> = NonNullable<Api[P][M]>;
/** The paths that answer a method (the others are `?: never` in the document's types). */
export type PathsOf<M extends Method> = { [P in keyof Api]: Api[P][M] extends { responses: unknown } ? P : never }[keyof Api];

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
/** The body of the 200 answer. */
export type Answer<P extends keyof Api, M extends Method> = Json<Operation<P, M> extends { responses: { 200: infer R } } ? R : never>;
/** The JSON body the route takes. */
export type RequestBody<P extends keyof Api, M extends Method> = BodyOf<Operation<P, M>>;
type Params<O> = O extends { parameters: infer P } ? P : never;
/** What a route names in its path ({ id }), its query and its JSON body; never when it takes none. */
type PathParams<O> = Params<O> extends { path?: unknown } ? NonNullable<Params<O>['path']> : never;
type QueryParams<O> = Params<O> extends { query?: unknown } ? NonNullable<Params<O>['query']> : never;
// Indexed, not inferred: inferring from a `?: never` member gives unknown, which would take any body.
type BodyOf<O> = O extends { requestBody?: unknown } ? Json<NonNullable<O['requestBody']>> : never;

type Extra = Pick<CallOptions, 'token' | 'idempotencyKey' | 'signal'>;
type PathPart<O> = [PathParams<O>] extends [never] ? { path?: never } : { path: PathParams<O> };
/** A route without a body takes none (an empty object at most, as a bare POST sends). */
type BodyPart<O> = [BodyOf<O>] extends [never]
  ? { body?: Record<string, never> }
  : O extends { requestBody: unknown }
    ? { body: BodyOf<O> }
    : { body?: BodyOf<O> };
/** A list's URL-kept params (useListParams) pass as they are: their keys are the list's own query's. */
type QueryPart<O> = [QueryParams<O>] extends [never] ? { query?: never } : { query?: QueryParams<O> | URLSearchParams };
type Options<O> = PathPart<O> & BodyPart<O> & QueryPart<O> & Extra;
/** The options argument, required when the route has path parameters or a required body. */
type Args<O> = Partial<PathPart<O> & BodyPart<O>> extends PathPart<O> & BodyPart<O> ? [opts?: Options<O>] : [opts: Options<O>];

/** '/vendor/edit/{id}' + { id: 7 } + query -> '/vendor/edit/7?...' */
export function urlOf(path: string, params?: Record<string, unknown>, query?: Record<string, unknown> | URLSearchParams): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
  const search = query instanceof URLSearchParams ? query : new URLSearchParams();
  if (!(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

function call(method: Uppercase<Method>) {
  return (path: string, opts: { path?: object; query?: object; body?: unknown } & Extra = {}) =>
    apiFetch(urlOf(path, opts.path as Record<string, unknown>, opts.query as Record<string, unknown>), {
      method,
      body: opts.body,
      token: opts.token,
      idempotencyKey: opts.idempotencyKey,
      signal: opts.signal,
    });
}

export const api = {
  get: call('GET') as <P extends PathsOf<'get'>>(path: P, ...args: Args<Operation<P, 'get'>>) => Promise<Answer<P, 'get'>>,
  post: call('POST') as <P extends PathsOf<'post'>>(path: P, ...args: Args<Operation<P, 'post'>>) => Promise<Answer<P, 'post'>>,
  put: call('PUT') as <P extends PathsOf<'put'>>(path: P, ...args: Args<Operation<P, 'put'>>) => Promise<Answer<P, 'put'>>,
  delete: call('DELETE') as <P extends PathsOf<'delete'>>(path: P, ...args: Args<Operation<P, 'delete'>>) => Promise<Answer<P, 'delete'>>,
};

/** A URL of a route the document declares, path parameters filled ('/vendor/edit/7'), with any query. */
type Filled<S extends string> = S extends `${infer A}{${string}}${infer B}` ? `${A}${string}${Filled<B>}` : S;
export type ApiUrl<M extends Method> = Filled<PathsOf<M>> | `${Filled<PathsOf<M>>}?${string}`;
/** A list's export route ('/vendor/export?search=...'): what ListToolbar downloads. */
export type ExportUrl = Extract<ApiUrl<'get'>, `${string}/export` | `${string}/export?${string}`>;

/** A download (CSV, Excel, PDF) of a GET route the document declares, saved under the server's file name. */
export const downloadFrom = <P extends PathsOf<'get'>>(
  path: P,
  opts: PathPart<Operation<P, 'get'>> & QueryPart<Operation<P, 'get'>>,
  fallbackName?: string,
): Promise<string> => apiDownload(urlOf(path, opts.path as Record<string, unknown>, opts.query as Record<string, unknown>), fallbackName);
