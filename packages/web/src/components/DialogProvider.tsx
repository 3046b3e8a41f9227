import { M } from '@app/contract';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import HelpOutline from '@mui/icons-material/HelpOutline';
import { Box, Button, Dialog, DialogActions, DialogContent, Typography } from '@mui/material';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

type Kind = 'success' | 'warning' | 'confirm';
interface Open {
  kind: Kind;
  title: string;
  text?: string;
  resolve(ok: boolean): void;
}

interface Dialogs {
  /** a success popup with an 'Ok' button; resolves when closed */
  success(title: string, text?: string): Promise<void>;
  /** a warning popup (server message, validation) with an 'Ok' button */
  warning(title: string, text?: string): Promise<void>;
  /** 'No, cancel it!' / 'Yes, I am sure!'; resolves true when confirmed */
  confirm(title: string, text?: string): Promise<boolean>;
}

const Ctx = createContext<Dialogs | null>(null);

/** The popups of the specification (success, warning, confirmation), one at a time. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Open | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const show = useCallback(
    (kind: Kind, title: string, text?: string) =>
      new Promise<boolean>((resolve) => {
        queue.current = queue.current.then(
          () =>
            new Promise<void>((done) =>
              setOpen({
                kind,
                title,
                text,
                resolve: (ok) => {
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
    }),
    [show],
  );
  const close = (ok: boolean) => {
    open?.resolve(ok);
    setOpen(null);
  };
  const Icon = open?.kind === 'success' ? CheckCircleOutline : open?.kind === 'warning' ? ErrorOutline : HelpOutline;
  const color = open?.kind === 'success' ? 'success.main' : open?.kind === 'warning' ? 'warning.main' : 'primary.main';
  return (
    <Ctx.Provider value={api}>
      {children}
      <Dialog
        open={!!open}
        onClose={() => close(false)}
        maxWidth="xs"
        fullWidth
        aria-labelledby="popup-title"
        role={open?.kind === 'confirm' ? 'alertdialog' : 'dialog'}
      >
        <DialogContent sx={{ textAlign: 'center', pt: 4 }}>
          <Icon sx={{ fontSize: 64, color }} />
          <Typography id="popup-title" variant="h6" sx={{ mt: 1 }}>
            {open?.title}
          </Typography>
          {open?.text && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {open.text}
            </Typography>
          )}
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
          {open?.kind === 'confirm' ? (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button variant="outlined" color="inherit" onClick={() => close(false)}>
                {M.noCancel}
              </Button>
              <Button variant="contained" color="error" onClick={() => close(true)} autoFocus>
                {M.yesSure}
              </Button>
            </Box>
          ) : (
            <Button variant="contained" onClick={() => close(true)} autoFocus>
              {M.ok}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </Ctx.Provider>
  );
}

export function useDialogs(): Dialogs {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useDialogs outside DialogProvider');
  return ctx;
}
