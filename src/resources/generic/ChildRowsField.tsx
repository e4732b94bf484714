import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { RecordContextProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AnyResource, FieldDef } from '../../schema/registry';
import { fieldDisplay } from './fieldDisplays';
import { rowsResource } from './formLayout';
import { fieldKey } from './keys';

type Row = Record<string, unknown>;

interface ChildRowsFieldProps {
  readonly resource: AnyResource;
  readonly source: string;
  readonly field: FieldDef;
}

/**
 * A child table under its record: one column per row field with its declared label, each cell
 * rendered by the field's display, so references, choices and money look as everywhere else.
 */
export function ChildRowsField({ resource, source, field }: ChildRowsFieldProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const rows = useMemo(() => rowsResource(resource, source, field), [resource, source, field]);
  const lines = Array.isArray(record?.[source]) ? (record[source] as Row[]) : [];
  const columns = Object.entries(rows.fields).filter(([, child]) => child.kind !== 'password');
  if (lines.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('shule.rows.none', { _: 'None yet' })}
      </Typography>
    );
  return (
    <TableContainer sx={{ maxWidth: '100%' }}>
      <Table size="small" aria-label={translate(fieldKey(resource, source), { _: field.label })}>
        <TableHead>
          <TableRow>
            {columns.map(([name, child]) => (
              <TableCell key={name} component="th" scope="col">
                {translate(fieldKey(rows, name), { _: child.label })}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, index) => (
            <RecordContextProvider key={String(line.id ?? index)} value={line}>
              <TableRow>
                {columns.map(([name, child]) => (
                  <TableCell key={name}>{fieldDisplay(rows, name, child)}</TableCell>
                ))}
              </TableRow>
            </RecordContextProvider>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
