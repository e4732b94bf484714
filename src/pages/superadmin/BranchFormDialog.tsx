import { useEffect } from 'react';
import { useShellTranslate } from '../../providers/i18nProvider';
import { superFetch } from '../../providers/superClient';
import { BRANCH_FIELDS, jsonBody, type Branch } from './api';
import { FormDialog, FormTextField } from './FormDialog';
import { useRecordForm, type FormValues } from './useRecordForm';

const REQUIRED = new Set(['name', 'code']);
const TYPES: Partial<Record<string, string>> = { email: 'email', phone: 'tel' };

const valuesOf = (branch: Branch | null): FormValues =>
  Object.fromEntries(BRANCH_FIELDS.map((name) => [name, branch?.[name] ?? '']));

/** Creates a school (branch) or edits one: name, code, motto, address, phone, email. */
export function BranchFormDialog({
  open,
  branch,
  onClose,
  onSaved,
}: {
  open: boolean;
  branch: Branch | null;
  onClose: () => void;
  onSaved: (saved: Branch) => void;
}) {
  const translate = useShellTranslate();
  const form = useRecordForm('branches', branch ? 'update' : 'create', valuesOf(branch));
  const { reset } = form;

  useEffect(() => {
    if (open) reset(valuesOf(branch));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a fresh form each time the dialog opens
  }, [open, branch]);

  const save = () =>
    void form.submit(async (data) => {
      const saved = branch
        ? await superFetch<Branch>(`/branches/${branch.id}`, jsonBody('PUT', data))
        : await superFetch<Branch>('/branches', jsonBody('POST', data));
      onSaved(saved);
    });

  return (
    <FormDialog
      open={open}
      title={
        branch
          ? translate('shule.super.branches.edit_title', { name: branch.name })
          : translate('shule.super.branches.new')
      }
      submitLabel={translate(branch ? 'shule.super.branches.save' : 'shule.super.branches.create')}
      form={form}
      onClose={onClose}
      onSubmit={save}
    >
      {BRANCH_FIELDS.map((name) => (
        <FormTextField
          key={name}
          form={form}
          name={name}
          label={translate(`resources.branches.fields.${name}`)}
          type={TYPES[name]}
          required={REQUIRED.has(name)}
        />
      ))}
    </FormDialog>
  );
}
