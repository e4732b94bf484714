import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import {
  Button,
  Datagrid,
  EditButton,
  Labeled,
  ReferenceManyField,
  useRecordContext,
  type Identifier,
} from 'react-admin';
import { getResource } from '../../schema/registry';
import { screenPath } from '../../providers/screenPaths';
import { fieldDisplay } from '../generic/fieldDisplays';
import { CertificateButton } from '../transfers/CertificateButton';

/** A "new <related record>" button with the student filled in (react-admin reads state.record). */
export function NewForStudent({ resource, label }: { resource: string; label: string }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={screenPath(resource, 'create')}
      state={{ record: { student_id: record.id as Identifier } }}
      label={label}
    >
      <AddIcon />
    </Button>
  );
}

/**
 * The records of `resource` pointing at this student (guardians, transfers, leave-outs), with the
 * declaration's columns except the student itself.
 */
export function StudentRelated({ resource, label, canWrite }: { resource: string; label: string; canWrite: boolean }) {
  const declaration = getResource(resource);
  if (!declaration) return null;
  const columns = declaration.list.filter((name) => name !== 'student_id');
  return (
    <Labeled label={label} fullWidth>
      <ReferenceManyField reference={resource} target="student_id" perPage={50}>
        <Datagrid bulkActionButtons={false} rowClick="show" empty={<span />}>
          {columns.map((name) => fieldDisplay(declaration, name, declaration.fields[name]))}
          {resource === 'transfers' && <CertificateButton />}
          {canWrite && <EditButton />}
        </Datagrid>
      </ReferenceManyField>
    </Labeled>
  );
}
