import type { AppInstance } from '../src/app.js';

/** Thin helpers over app.inject, so tests read like the calls the web makes. */
export interface Res {
  status: number;
  body: any;
  headers: Record<string, unknown>;
}

export function api(app: AppInstance, token?: string) {
  const call = async (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Res> => {
    const res = await app.inject({
      method,
      url: url.startsWith('/api') ? url : `/api/v1${url}`,
      payload: payload as never,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
    let body: unknown = res.body;
    try {
      body = res.json();
    } catch {}
    return { status: res.statusCode, body, headers: res.headers };
  };
  return {
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, payload?: unknown, headers?: Record<string, string>) => call('POST', url, payload ?? {}, headers),
    del: (url: string) => call('DELETE', url),
  };
}

export async function loginAs(app: AppInstance, email: string, password: string): Promise<string> {
  const res = await api(app).post('/login', { email, password });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.access_token;
}
