import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useMemo } from 'react';
import { Form, Title, useTranslate } from 'react-admin';
import { getResource, type AnyResource } from '../../schema';
import { createDefaults } from '../../resources/generic/formLayout';
import { registryValidator } from '../../resources/generic/formValidation';
import { RegistrationWizard } from './RegistrationWizard';
import { wizardSteps } from './wizard';

const students: AnyResource = (() => {
  const declaration = getResource('students');
  if (!declaration) throw new Error('The students resource must be declared');
  return declaration;
})();

/**
 * The registration wizard (spec.md sections 2, 4, 5 and 9) over the `students` declaration: one
 * step per form section plus a review, inputs as in every form, guardians as child rows, and one
 * POST /api/students carrying the guardians' lines. The form's validator is the declaration's
 * (validateRecord, as the server runs it); leaving with unsaved changes asks first.
 */
export function RegistrationPage() {
  const translate = useTranslate();
  const steps = useMemo(() => wizardSteps(students), []);
  const defaultValues = useMemo(() => createDefaults(students), []);
  const validate = useMemo(() => registryValidator(students, 'create'), []);
  return (
    <Card sx={{ mt: 2, maxWidth: 960 }}>
      <Title title={translate('shule.registration.title')} />
      <CardContent>
        {/* noValidate: Next checks the visible step only (spec.md section 4), not the hidden ones. */}
        <Form
          record={{}}
          defaultValues={defaultValues}
          validate={validate}
          mode="onTouched"
          warnWhenUnsavedChanges
          noValidate
        >
          <RegistrationWizard resource={students} steps={steps} />
        </Form>
      </CardContent>
    </Card>
  );
}
