import { useEffect } from 'react';

export const APP_NAME = 'Church Accounting';

/** Sets the browser tab's title to '<title> — Church Accounting' (screen readers announce it on navigation). */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} — ${APP_NAME}` : APP_NAME;
  }, [title]);
}
