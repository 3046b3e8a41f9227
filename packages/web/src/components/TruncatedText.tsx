import { Box } from '@mui/material';
import { type ReactNode, useLayoutEffect, useRef } from 'react';

/** One line cut with '…' at maxWidth; the whole text is the title (shown on hover, read by screen readers). */
export function TruncatedText({ maxWidth, children }: { maxWidth: number; children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  // The text of whatever was rendered (a link, a plain string) becomes the title.
  useLayoutEffect(() => {
    if (ref.current) ref.current.title = ref.current.textContent ?? '';
  });
  return (
    <Box component="span" ref={ref} sx={{ display: 'block', maxWidth, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}
