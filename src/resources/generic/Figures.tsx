import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One headline figure: its label small above, the figure large and never broken across lines. */
export function Figure({
  label,
  value,
  testId,
}: {
  readonly label: string;
  readonly value: string;
  readonly testId: string;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h6" data-testid={testId} sx={{ m: 0, fontWeight: 600, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * A row of Figures as one description list (a screen reader reads each label with its figure),
 * as many to a line as fit at `columnMin` each.
 */
export function Figures({
  columnMin,
  sx,
  children,
}: {
  readonly columnMin: string;
  readonly sx?: SxProps<Theme>;
  readonly children: ReactNode;
}) {
  return (
    <Box
      component="dl"
      sx={[
        { display: 'grid', gridTemplateColumns: `repeat(auto-fit, minmax(${columnMin}, 1fr))`, gap: 1.5, m: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
