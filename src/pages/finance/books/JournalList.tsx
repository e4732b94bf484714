import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { usePermissions } from 'ra-core';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { GenericList } from '../../../resources/generic/GenericList';
import { canAccess, getReport, getResource, type AnyResource } from '../../../schema/registry';
import { canOpenRoute } from '../../../schema/access';
import { SourceDocumentField } from './SourceDocumentField';

const T = 'shule.books_screens.journal';

/** The journal's neighbours, each shown to those who may open it. */
function useNeighbours() {
  const { permissions } = usePermissions<string[]>();
  const roles = Array.isArray(permissions) ? permissions : [];
  const journals = getResource('manual_journals');
  const periods = getResource('accounting_periods');
  const daily = getReport('daily_collections');
  return {
    write: !!journals && canAccess(roles, journals.access, 'write'),
    journals: !!journals && canAccess(roles, journals.access, 'read'),
    periods: !!periods && canAccess(roles, periods.access, 'read'),
    daily: !!daily && canOpenRoute(roles, daily.path, daily.roles),
  };
}

/**
 * /accounttransactions for an auditor: the declaration's list (filters by account and fund through
 * any line, date range and source; search; export) with each entry's source document as a link,
 * and the way to a new manual entry, the manual entries, the periods and the daily collections.
 */
export function JournalList({ resource }: { resource: AnyResource }) {
  const translate = useTranslate();
  const may = useNeighbours();
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        {may.write && (
          <Button component={RouterLink} to="/manualjournals/create" variant="contained" startIcon={<Add />}>
            {translate(`${T}.new_entry`)}
          </Button>
        )}
        {may.journals && (
          <Button component={RouterLink} to="/manualjournals">
            {translate(`${T}.manual`)}
          </Button>
        )}
        {may.periods && (
          <Button component={RouterLink} to="/accountingperiods">
            {translate(`${T}.periods`)}
          </Button>
        )}
        {may.daily && (
          <Button component={RouterLink} to="/dailycollections">
            {translate(`${T}.daily`)}
          </Button>
        )}
      </Box>
      <GenericList
        resource={resource}
        columns={<SourceDocumentField key="source_document" label={translate(`${T}.source_document`)} />}
      />
    </>
  );
}
