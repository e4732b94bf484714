import Box from '@mui/material/Box';
import { Show } from 'react-admin';
import type { AnyResource } from '../../schema/registry';
import { GenericList } from '../generic/GenericList';
import { EditIfAllowed } from '../generic/GenericShow';
import { BackToListButton, RecordToolbar } from '../generic/RecordButtons';
import { RecordHeading, RecordSections } from '../generic/RecordSections';
import { CertificateButton } from './CertificateButton';

/** Transfers: the declaration's list with a leaving-certificate button on transfers out. */
export function TransferList({ resource }: { resource: AnyResource }) {
  return <GenericList resource={resource} columns={<CertificateButton key="certificate" />} />;
}

/**
 * A transfer laid out as every record is (its name, labelled values, a dash for what it does not
 * hold: no conduct remarks yet), with the leaving certificate among its actions.
 */
export function TransferShow({ resource }: { resource: AnyResource }) {
  return (
    <Show
      actions={
        <RecordToolbar>
          <BackToListButton />
          <CertificateButton />
          <EditIfAllowed resource={resource} />
        </RecordToolbar>
      }
    >
      <Box sx={{ p: 2 }}>
        <RecordHeading resource={resource} />
        <RecordSections resource={resource} />
      </Box>
    </Show>
  );
}
