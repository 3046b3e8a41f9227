import { M } from '@app/contract';
import { authStore } from '../app/auth-store';

/** A failed call: the envelope's status, message and per-field errors. */
export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
  /** The first message of a field, e.g. errors.name[0] or errors.refrence[0]. */
  first(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'DELETE' | 'PUT';
  body?: unknown;
  /** use this token instead of the stored one (the two-factor step) */
  token?: string;
  /** sent on money-moving POSTs so a double submit acts once */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/**
 * Calls /api/v1{path} with the bearer token and JSON; resolves with the body when status is 200 and
 * throws ApiError otherwise. A 401 on a signed-in call means the session is over: storage is cleared,
 * which shows the login screen.
 */
export async function apiFetch<T = any>(path: string, opts: CallOptions = {}): Promise<T> {
  const token = opts.token ?? authStore.get()?.accessToken;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, {
      method: opts.method ?? (opts.body !== undefined ? 'POST' : 'GET'),
      headers,
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'The server cannot be reached. Check your connection and try again.');
  }
  let body: any = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  if (res.ok && (body?.status ?? 200) === 200) return body as T;
  const status = body?.status ?? res.status;
  if (status === 401 && !opts.token && authStore.get()) authStore.clear();
  throw new ApiError(status, body?.message ?? body?.msg ?? M.serverError, body?.errors ?? {});
}

/** A fresh key per form submission (see DESIGN.md section 3). */
export const newIdempotencyKey = () => crypto.randomUUID();

/** The file name a download's Content-Disposition gives ('attachment; filename="vendors-2026-11-22.csv"'). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return plain ? plain[1] : fallback;
}

/**
 * Downloads /api/v1{path} with the bearer token (a plain link would carry no token) and saves it under the
 * server's file name. Throws ApiError with the server's message when the answer is not the file.
 */
export async function apiDownload(path: string, fallbackName = 'export'): Promise<string> {
  const token = authStore.get()?.accessToken;
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, 'The server cannot be reached. Check your connection and try again.');
  }
  if (!res.ok) {
    const body = await res.json().catch(() => null);
    if (res.status === 401 && authStore.get()) authStore.clear();
    throw new ApiError(body?.status ?? res.status, body?.message ?? M.serverError, body?.errors ?? {});
  }
  const blob = await res.blob();
  const name = fileNameOf(res.headers.get('Content-Disposition'), fallbackName);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The browser has taken the file once the click ran; the object URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
