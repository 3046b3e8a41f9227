import { useEffect, useState } from 'react';
import { api } from './typed';

export interface AppInfo {
  org_name: string;
}

// Asked once per page load. Plain state, not TanStack Query: the public pages (login, password, two-factor)
// use it and must not download the query library (see src/app/AuthenticatedShell.tsx).
let loaded: AppInfo | undefined;
let pending: Promise<AppInfo> | undefined;

/** The organisation's name (ORG_NAME on the server) for titles. */
export function useAppInfo(): { data: AppInfo | undefined } {
  const [data, setData] = useState(loaded);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    pending ??= api.get('/app-info').then((r) => (loaded = r.data));
    pending.then(
      (d) => live && setData(d),
      () => {
        pending = undefined; // asked again by the next page that needs it
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return { data };
}
