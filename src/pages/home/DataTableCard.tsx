import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { Row } from './useApiData';

export interface Column {
  readonly key: string;
  readonly label: string;
  readonly numeric?: boolean;
}

interface DataTableCardProps {
  readonly title: string;
  readonly columns: readonly Column[];
  readonly rows: readonly Row[];
  readonly loading: boolean;
  readonly empty: string;
  readonly footer?: Row;
  readonly testId?: string;
  /** A chart of the same rows above the table; the table stays, with the exact figures. */
  readonly chart?: ReactNode;
}

const cell = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** A titled, captioned table for the dashboard (registered students, biometric attendance). */
export function DataTableCard({ title, columns, rows, loading, empty, footer, testId, chart }: DataTableCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} data-testid={testId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {loading && <LinearProgress aria-label={title} />}
        {!loading && rows.length === 0 ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <>
            {chart}
            <TableContainer>
              <Table size="small" aria-labelledby={titleId}>
                <TableHead>
                  <TableRow>
                    {columns.map((column) => (
                      <TableCell key={column.key} align={column.numeric ? 'right' : 'left'} scope="col">
                        {column.label}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row, index) => (
                    <TableRow key={cell(row.id ?? row.class_id ?? index)}>
                      {columns.map((column) => (
                        <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                          {cell(row[column.key])}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                  {footer && (
                    <TableRow>
                      {columns.map((column) => (
                        <TableCell key={column.key} align={column.numeric ? 'right' : 'left'} sx={{ fontWeight: 700 }}>
                          {cell(footer[column.key])}
                        </TableCell>
                      ))}
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
      </CardContent>
    </Card>
  );
}
