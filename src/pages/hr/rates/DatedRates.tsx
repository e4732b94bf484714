import AddIcon from '@mui/icons-material/Add';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useGetList, useLocale, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatStoredDate } from '../../../schema/display';
import { type AnyResource, canCreate } from '../../../schema/registry';
import { useCanWrite } from '../../../resources/generic/useCanWrite';
import { type DatedGroup, groupByDate, type Row } from './datedRows';
import { RateValue, RowAction, StandingChip, rateText } from './RateCells';

const S = 'shule.hr_rates.screens';

export interface DatedRatesProps {
  readonly resource: AnyResource;
  /** The fields shown besides the date (and the authority, shown with its date). */
  readonly columns: readonly string[];
  /**
   * rows: one row per date, one table (NSSF, SHIF, the levy); bands: many rows per date, one
   * table per date (PAYE, NHIF); card: one row of many figures per date, read down (reliefs).
   */
  readonly layout: 'rows' | 'bands' | 'card';
  /** bands: the field that orders a date's bands and tells them apart (the lower bound). */
  readonly order?: string;
  /** The section's heading where the screen shows several tables; none where it is the screen's only one. */
  readonly title?: string;
}

const fieldLabel = (translate: ReturnType<typeof useTranslate>, resource: AnyResource, field: string) =>
  translate(`resources.${resource.name}.fields.${field}`, { _: resource.fields[field]?.label ?? field });

function Header({
  resource,
  columns,
  actions,
}: {
  resource: AnyResource;
  columns: readonly string[];
  actions: boolean;
}) {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {columns.map((field) => (
          <TableCell key={field} align={resource.fields[field]?.kind === 'text' ? 'left' : 'right'}>
            {fieldLabel(translate, resource, field)}
          </TableCell>
        ))}
        {actions && <TableCell align="right">{translate(`${S}.actions`)}</TableCell>}
      </TableRow>
    </TableHead>
  );
}

/** A table wider than a phone scrolls sideways inside its box, not the page. */
function Scrolls({ children }: { children: ReactNode }) {
  return <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>{children}</Box>;
}

/** One date's rows: its bands in a table, or its one row's figures read down. */
function GroupBody({ props, group, canWrite }: { props: DatedRatesProps; group: DatedGroup; canWrite: boolean }) {
  const translate = useTranslate();
  const locale = useLocale();
  const { resource, columns, layout, order } = props;
  if (layout === 'card') {
    const [row] = group.rows;
    return (
      <Box>
        <Table size="small">
          <TableBody>
            {columns.map((field) => (
              <TableRow key={field}>
                <TableCell component="th" scope="row">
                  {fieldLabel(translate, resource, field)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <RateValue resource={resource} field={field} row={row} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Box sx={{ textAlign: 'right', mt: 0.5 }}>
          <RowAction resource={resource} row={row} canWrite={canWrite} />
        </Box>
      </Box>
    );
  }
  return (
    <Scrolls>
      <Table size="small">
        <Header resource={resource} columns={columns} actions />
        <TableBody>
          {group.rows.map((row) => (
            <TableRow key={String(row.id)}>
              {columns.map((field) => (
                <TableCell key={field} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <RateValue resource={resource} field={field} row={row} />
                </TableCell>
              ))}
              <TableCell align="right">
                <RowAction
                  resource={resource}
                  row={row}
                  canWrite={canWrite}
                  detail={
                    order
                      ? `${fieldLabel(translate, resource, order)} ${rateText(resource, order, row, translate, locale)}`
                      : undefined
                  }
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Scrolls>
  );
}

/** rows: every date in one table, the date and its standing first, the authority last. */
function RowsTable({ props, groups, canWrite }: { props: DatedRatesProps; groups: DatedGroup[]; canWrite: boolean }) {
  const { resource, columns } = props;
  const all = ['effective_from', ...columns, 'note'];
  return (
    <Scrolls>
      <Table size="small">
        <Header resource={resource} columns={all} actions />
        <TableBody>
          {groups.flatMap((group) =>
            group.rows.map((row) => (
              <TableRow key={String(row.id)} selected={group.standing === 'in_force'}>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
                    <StandingChip standing={group.standing} until={group.until} />
                    {formatStoredDate(group.from)}
                  </Box>
                </TableCell>
                {columns.map((field) => (
                  <TableCell key={field} align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <RateValue resource={resource} field={field} row={row} />
                  </TableCell>
                ))}
                <TableCell sx={{ minWidth: '14rem' }}>
                  <RateValue resource={resource} field="note" row={row} />
                </TableCell>
                <TableCell align="right">
                  <RowAction resource={resource} row={row} canWrite={canWrite} />
                </TableCell>
              </TableRow>
            )),
          )}
        </TableBody>
      </Table>
    </Scrolls>
  );
}

/**
 * One statutory rate table as HR reads it: its dated rows, newest first, each date marked in force
 * this month, not yet in force, replaced or ended; the in-force and coming dates open, older ones
 * folded. HR administrators add a row (a new date) and edit rows; other HR roles open them.
 */
export function DatedRates(props: DatedRatesProps) {
  const { resource, layout, order } = props;
  const translate = useTranslate();
  const headingId = useId();
  const canWrite = useCanWrite(resource);
  const { data, isPending } = useGetList<Row>(resource.name, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'effective_from', order: 'DESC' },
  });
  const groups = groupByDate(data ?? [], order);
  const { title } = props;
  return (
    <Box
      component="section"
      aria-labelledby={title ? headingId : undefined}
      sx={{ mt: 2 }}
      data-testid={`rates-${resource.name}`}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {canWrite && canCreate(resource) && (
          <Button component={Link} to={`${resource.path}/create`} startIcon={<AddIcon />} variant="outlined">
            {translate(`${S}.add`, {
              name: translate(`resources.${resource.name}.name`, { smart_count: 1, _: resource.singular }),
            })}
          </Button>
        )}
      </Box>
      {!isPending && groups.length === 0 && <Typography>{translate(`${S}.none`)}</Typography>}
      {layout === 'rows'
        ? groups.length > 0 && <RowsTable props={props} groups={groups} canWrite={canWrite} />
        : groups.map((group) => (
            <Accordion
              key={group.from}
              defaultExpanded={group.standing === 'in_force' || group.standing === 'upcoming'}
              disableGutters
            >
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
                  {/* The summary is itself the accordion's h3 (MUI's heading slot): the date is its first words. */}
                  <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {translate(`${S}.from`, { date: formatStoredDate(group.from) })}
                  </Typography>
                  <StandingChip standing={group.standing} until={group.until} />
                  <Typography variant="body2" color="text.secondary">
                    {String(group.rows[0]?.note ?? '')}
                  </Typography>
                </Box>
              </AccordionSummary>
              <AccordionDetails>
                <GroupBody props={props} group={group} canWrite={canWrite} />
              </AccordionDetails>
            </Accordion>
          ))}
    </Box>
  );
}
