import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { isLocked, type AnyResource } from '../../../schema/registry';
import { createDefaults, layoutSections, type LayoutSection } from '../../../resources/generic/formLayout';
import { FormSections } from '../../../resources/generic/FormSections';
import { registryValidator } from '../../../resources/generic/formValidation';

/**
 * The declaration's form as the generic one lays it out, less the fields a screen puts elsewhere
 * (`omit`, drawn by `after` under a section) and less the sections with nothing to type on a new
 * record (a voucher's approval and payment). Vouchers and imprests are never deleted (their
 * numbers are accounted for), so the toolbar only saves, and not a locked record.
 */
export function ExpenseForm({
  resource,
  mode,
  omit = [],
  after,
}: {
  readonly resource: AnyResource;
  readonly mode: 'create' | 'edit';
  readonly omit?: readonly string[];
  readonly after?: (section: LayoutSection) => ReactNode;
}) {
  const record = useRecordContext();
  const sections = useMemo(
    () =>
      layoutSections(resource, 'form').filter((section) =>
        section.fields.some((name) => !omit.includes(name) && (mode === 'edit' || !resource.fields[name]?.readOnly)),
      ),
    [resource, mode, omit],
  );
  const validate = useMemo(
    () => registryValidator(resource, mode === 'create' ? 'create' : 'update', record),
    [resource, mode, record],
  );
  const defaultValues = useMemo(() => (mode === 'create' ? createDefaults(resource) : undefined), [resource, mode]);
  const locked = mode === 'edit' && record !== undefined && isLocked(resource, record);
  return (
    <SimpleForm
      validate={validate}
      defaultValues={defaultValues}
      warnWhenUnsavedChanges
      sx={{ maxWidth: 960 }}
      toolbar={
        <Toolbar>
          <SaveButton disabled={locked} />
        </Toolbar>
      }
    >
      <FormSections resource={resource} sections={sections} mode={mode} omit={omit} after={after} />
    </SimpleForm>
  );
}
