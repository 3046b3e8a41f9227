import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  /** the card's id, for its heading's aria link and tests */
  id: string;
  loading: boolean;
  /** shown instead of the children when there is nothing to show */
  empty?: string | false;
  action?: ReactNode;
  children?: ReactNode;
}

/** A dashboard card: a titled region with a loading skeleton and an empty message. */
export function SummaryCard({ title, id, loading, empty, action, children }: Props) {
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      data-testid={id}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography id={`${id}-title`} variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {loading ? (
          <Stack spacing={1}>
            <Skeleton width="80%" />
            <Skeleton width="60%" />
            <Skeleton width="70%" />
          </Stack>
        ) : empty ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

/** An amount: right-aligned, tabular digits, never wrapped. */
export function Amount({ children, strong }: { children: ReactNode; strong?: boolean }) {
  return (
    <Typography component="span" sx={{ whiteSpace: 'nowrap', textAlign: 'right', fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 600 : undefined }}>
      {children}
    </Typography>
  );
}
