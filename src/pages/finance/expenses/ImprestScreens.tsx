import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Edit, SaveButton, SimpleForm, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import type { AnyResource } from '../../../schema/registry';
import { formatKes } from '../../../resources/generic/money';
import { layoutSections } from '../../../resources/generic/formLayout';
import { FormFields, SectionBox } from '../../../resources/generic/FormSections';
import { registryValidator, writableValues } from '../../../resources/generic/formValidation';
import { GenericCreate } from '../../../resources/generic/GenericCreate';
import { RecordSections } from '../../../resources/generic/RecordSections';
import { useSaveNotifications } from '../../../resources/generic/useSaveNotifications';
import { ExpenseForm } from './ExpenseForm';

const RECEIPTS = 'expenses';

/**
 * An issued imprest's form: the advance is shown, not edited (the server keeps it as issued), and
 * the receipts the holder brings back are entered under it, before the surrender is taken.
 */
function SurrenderForm({ resource }: { resource: AnyResource }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const validate = useMemo(() => registryValidator(resource, 'update', record), [resource, record]);
  const shown = useMemo(() => layoutSections(resource, 'show').slice(0, 3), [resource]);
  return (
    <SimpleForm
      validate={validate}
      warnWhenUnsavedChanges
      sx={{ maxWidth: 960 }}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
        {translate('shule.expenses_screens.issued_fixed')}
      </Alert>
      <RecordSections resource={resource} sections={shown} links={false} />
      <SectionBox title={translate('shule.expenses_screens.surrender_heading')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('shule.expenses_screens.surrender_hint', { amount: formatKes(Number(record?.amount ?? 0)) })}
        </Typography>
        <FormFields resource={resource} fields={[RECEIPTS]} mode="edit" />
      </SectionBox>
    </SimpleForm>
  );
}

const NO_RECEIPTS = [RECEIPTS];

/** Receipts are written once the imprest is issued: before that the form asks for the request only. */
function ImprestForm({ resource, mode }: { resource: AnyResource; mode: 'create' | 'edit' }) {
  const record = useRecordContext();
  return mode === 'edit' && record?.status === 'issued' ? (
    <SurrenderForm resource={resource} />
  ) : (
    <ExpenseForm resource={resource} mode={mode} omit={NO_RECEIPTS} />
  );
}

export function ImprestCreate({ resource }: { resource: AnyResource }) {
  return <GenericCreate resource={resource} form={ImprestForm} />;
}

/** The generic edit, except that an issued imprest sends its receipts only. */
export function ImprestEdit({ resource }: { resource: AnyResource }) {
  const { updated } = useSaveNotifications(resource, 'show');
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess: updated }}
      transform={(data: Record<string, unknown>) => {
        const values = writableValues(resource, data, 'update');
        if (data.status === 'issued') return { [RECEIPTS]: values[RECEIPTS] };
        const { [RECEIPTS]: _receipts, ...request } = values;
        return request;
      }}
    >
      <ImprestForm resource={resource} mode="edit" />
    </Edit>
  );
}
