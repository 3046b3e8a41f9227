import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useRef, useState } from 'react';

const PopupDialog = lazy(() => import('./PopupDialog'));

export type Kind = 'success' | 'warning' | 'confirm';
export interface Open {
  kind: Kind;
  title: string;
  text?: string;
  /** a confirmation that also asks for an optional reason (a void, issue 28.5) */
  askReason?: boolean;
  resolve(ok: boolean, reason?: string): void;
}

interface Dialogs {
  /** a success popup with an 'Ok' button; resolves when closed */
  success(title: string, text?: string): Promise<void>;
  /** a warning popup (server message, validation) with an 'Ok' button */
  warning(title: string, text?: string): Promise<void>;
  /** 'No, cancel it!' / 'Yes, I am sure!'; resolves true when confirmed */
  confirm(title: string, text?: string): Promise<boolean>;
  /** the confirmation with an optional 'Reason' field: the reason typed ('' for none), or null when cancelled */
  confirmWithReason(title: string, text?: string): Promise<string | null>;
}

const Ctx = createContext<Dialogs | null>(null);

/** The popups of the specification (success, warning, confirmation), one at a time. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Open | null>(null);
  // The popup's view loads with the first popup (the public pages' first download stays light), then stays
  // mounted so closing fades out as before.
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const show = useCallback(
    (kind: Kind, title: string, text?: string, askReason?: boolean, onReason?: (reason: string) => void) =>
      new Promise<boolean>((resolve) => {
        queue.current = queue.current.then(
          () =>
            new Promise<void>((done) =>
              setOpen({
                kind,
                title,
                text,
                askReason,
                resolve: (ok, reason) => {
                  if (ok) onReason?.(reason ?? '');
                  resolve(ok);
                  done();
                },
              }),
            ),
        );
      }),
    [],
  );
  const api = useMemo<Dialogs>(
    () => ({
      success: (t, x) => show('success', t, x).then(() => undefined),
      warning: (t, x) => show('warning', t, x).then(() => undefined),
      confirm: (t, x) => show('confirm', t, x),
      confirmWithReason: async (t, x) => {
        let reason = '';
        const ok = await show('confirm', t, x, true, (r) => {
          reason = r;
        });
        return ok ? reason : null;
      },
    }),
    [show],
  );
  const close = (ok: boolean, reason?: string) => {
    open?.resolve(ok, reason);
    setOpen(null);
  };
  return (
    <Ctx.Provider value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <PopupDialog popup={open} onClose={close} />
        </Suspense>
      )}
    </Ctx.Provider>
  );
}

export function useDialogs(): Dialogs {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useDialogs outside DialogProvider');
  return ctx;
}
