import Download from '@mui/icons-material/Download';
import Search from '@mui/icons-material/Search';
import { Box, Button, CircularProgress, InputAdornment, TextField } from '@mui/material';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ApiError, apiDownload } from '../api/client';
import type { ExportUrl } from '../api/typed';
import { useDialogs } from './DialogProvider';

type Format = 'csv' | 'xlsx';

interface Props {
  /** the search in the URL (useListParams().search) */
  search: string;
  /** called a short pause after typing stops, with the trimmed text */
  onSearchChange(search: string): void;
  /** what the search matches, e.g. 'Name, EIN, contact, email or Vendor#' */
  placeholder?: string;
  /** the list's export route with its filters, without format: `/vendor/export?${params.exportQuery()}`; absent: no export buttons */
  exportPath?: ExportUrl;
  /** what the list is, for the buttons' accessible names ('vendors' -> 'Export vendors as CSV') */
  exportLabel?: string;
  /** filters shown before the search box (CompanyFilter, a status select) */
  children?: ReactNode;
}

const DEBOUNCE_MS = 300;

/**
 * Above a list: its filters, a search box (kept in the URL by the page, searched after a pause in typing)
 * and 'Export CSV' / 'Export Excel', which download exactly what is filtered, every page, with the token.
 */
export function ListToolbar({ search, onSearchChange, placeholder, exportPath, exportLabel = 'list', children }: Props) {
  const dialogs = useDialogs();
  const [typed, setTyped] = useState(search);
  const [busy, setBusy] = useState<Format | null>(null);
  const sent = useRef(search);

  // Back/forward or a link changed the URL: show its search.
  useEffect(() => {
    if (search !== sent.current) {
      sent.current = search;
      setTyped(search);
    }
  }, [search]);

  useEffect(() => {
    const text = typed.trim();
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearchChange(text);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, onSearchChange]);

  const download = async (format: Format) => {
    if (!exportPath) return;
    setBusy(format);
    try {
      await apiDownload(`${exportPath}${exportPath.includes('?') ? '&' : '?'}format=${format}`, `${exportLabel}.${format}`);
    } catch (err) {
      await dialogs.warning(err instanceof ApiError ? err.message : 'The export could not be downloaded. Try again.');
    } finally {
      setBusy(null);
    }
  };

  const button = (format: Format, text: string) => (
    <Button
      variant="outlined"
      onClick={() => download(format)}
      disabled={busy !== null}
      startIcon={busy === format ? <CircularProgress size={16} aria-label="Downloading" /> : <Download />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {text}
    </Button>
  );

  return (
    <Box data-testid="list-toolbar" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2, minWidth: 0 }}>
      {children}
      <TextField
        label="Search"
        type="search"
        placeholder={placeholder}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        sx={{ width: { xs: '100%', sm: 360 } }}
        slotProps={{
          htmlInput: { maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {exportPath && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: { sm: 'auto' } }}>
          {button('csv', 'Export CSV')}
          {button('xlsx', 'Export Excel')}
        </Box>
      )}
    </Box>
  );
}
