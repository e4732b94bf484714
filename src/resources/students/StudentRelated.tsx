import AddIcon from '@mui/icons-material/Add';
import { Datagrid, EditButton, ReferenceManyField, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { getResource } from '../../schema/registry';
import { screenPath } from '../../providers/screenPaths';
import { fieldDisplay } from '../generic/fieldDisplays';
import { SectionBox } from '../generic/FormSections';
import { NoneOf } from '../generic/NoneOf';
import { LabelledLinkButton } from '../generic/RecordButtons';
import { CertificateButton } from '../transfers/CertificateButton';

/** A "new <related record>" button with the student filled in (react-admin reads state.record). */
export function NewForStudent({
  resource,
  label,
  values = {},
}: {
  resource: string;
  label: string;
  /** Other values to start the new record with (a leave-out's kind). */
  values?: Readonly<Record<string, string | number>>;
}) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <LabelledLinkButton
      to={screenPath(resource, 'create')}
      state={{ record: { ...values, student_id: record.id as Identifier } }}
      label={label}
      icon={<AddIcon />}
    />
  );
}

/**
 * The records of `resource` pointing at this student (transfers, leave-outs) under their heading,
 * with the declaration's columns except the student itself.
 */
export function StudentRelated({ resource, label, canWrite }: { resource: string; label: string; canWrite: boolean }) {
  const translate = useTranslate();
  const declaration = getResource(resource);
  if (!declaration) return null;
  const columns = declaration.list.filter((name) => name !== 'student_id');
  const none = <NoneOf resource={resource} />;
  return (
    <SectionBox title={translate(label, { _: declaration.label })}>
      <ReferenceManyField reference={resource} target="student_id" perPage={50}>
        <Datagrid bulkActionButtons={false} rowClick="show" empty={none}>
          {columns.map((name) => fieldDisplay(declaration, name, declaration.fields[name]))}
          {resource === 'transfers' && <CertificateButton />}
          {canWrite && <EditButton />}
        </Datagrid>
      </ReferenceManyField>
    </SectionBox>
  );
}
