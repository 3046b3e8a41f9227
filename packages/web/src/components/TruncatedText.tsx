import { Box } from '@mui/material';
import { type ReactNode, useLayoutEffect, useRef } from 'react';

/**
 * One line cut with '…' at maxWidth; the whole text is the title (shown on hover, read by screen readers).
 * The grid track `minmax(0, max-content)` gives the name no minimum width of its own: in a table it takes
 * what the amounts, dates, statuses and actions leave (up to maxWidth), so a row fits a laptop.
 */
export function TruncatedText({ maxWidth, children }: { maxWidth: number; children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  // The text of whatever was rendered (a link, a plain string) becomes the title.
  useLayoutEffect(() => {
    if (ref.current) ref.current.title = ref.current.textContent ?? '';
  });
  return (
    <Box component="span" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, max-content)', maxWidth }}>
      <Box component="span" ref={ref} sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {children}
      </Box>
    </Box>
  );
}
