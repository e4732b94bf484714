import Stack from '@mui/material/Stack';
import { DeleteButton, Labeled, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { canDelete, type AnyResource } from '../../schema';
import { fieldDisplay } from './fieldDisplays';
import { fieldInput, type FormMode } from './fieldInputs';
import { registryValidator } from './formValidation';
import { useCanWrite } from './useCanWrite';

function GenericToolbar({ resource, mode }: { resource: AnyResource; mode: FormMode }) {
  const canWrite = useCanWrite(resource);
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {mode === 'edit' && canWrite && canDelete(resource) && (
        <DeleteButton mutationMode="pessimistic" redirect="list" />
      )}
    </Toolbar>
  );
}

/**
 * The create and edit form of a declaration. Validation is validateRecord, the function the server
 * runs, so a user meets the same rule and message before and after the round trip. Read-only
 * fields are shown, not edited, on existing records.
 */
export function GenericForm({ resource, mode }: { resource: AnyResource; mode: FormMode }) {
  // Computed counts (field.count) are display-only: lists and show pages, never forms.
  const readOnly = Object.entries(resource.fields).filter(([, field]) => field.readOnly && !field.count);
  return (
    <SimpleForm
      validate={registryValidator(resource, mode === 'create' ? 'create' : 'update')}
      toolbar={<GenericToolbar resource={resource} mode={mode} />}
      sx={{ maxWidth: 720 }}
    >
      {Object.entries(resource.fields).map(([name, field]) => fieldInput(resource, name, field, mode))}
      {mode === 'edit' && readOnly.length > 0 && (
        <Stack direction="row" spacing={4}>
          {readOnly.map(([name, field]) => (
            <Labeled key={name} source={name}>
              {fieldDisplay(resource, name, field) ?? <span />}
            </Labeled>
          ))}
        </Stack>
      )}
    </SimpleForm>
  );
}
