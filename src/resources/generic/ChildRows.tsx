import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { SourceContextProvider, useTranslate, ValidationError, type ValidationErrorMessage } from 'react-admin';
import { get, useFieldArray, useFormState } from 'react-hook-form';
import type { AnyResource, FieldDef } from '../../schema/registry';
import { fieldInput } from './fieldInputs';
import { newRow, rowsResource } from './formLayout';
import { fieldKey } from './keys';

/** Read by screen readers, not drawn. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface ChildRowsInputProps {
  readonly resource: AnyResource;
  readonly source: string;
  readonly field: FieldDef;
  /** The rows' required controls carry the native attribute (the registration wizard). */
  readonly nativeRequired?: boolean;
  /** False when a section of its own already bears the table's name: the legend is then for screen readers only. */
  readonly titled?: boolean;
}

/** The singular name of a table's row ("Guardian"), translated with the declaration as fallback. */
export function useRowName(rows: AnyResource): string {
  const translate = useTranslate();
  return translate(`resources.${rows.name}.name`, { smart_count: 1, _: rows.singular });
}

/**
 * The rows of a child table, edited in place: one bordered group per row with a labelled input per
 * field, an add button (disabled at the most rows) and a remove button per row (disabled at the
 * fewest). Inputs read `<table>.<index>.<field>`, the keys the validator and the server use, so an
 * error such as `guardians.0.phone` appears under that row's phone.
 */
export function ChildRowsInput({
  resource,
  source,
  field,
  nativeRequired = false,
  titled = true,
}: ChildRowsInputProps) {
  const translate = useTranslate();
  const headingId = useId();
  const rows = useMemo(() => rowsResource(resource, source, field), [resource, source, field]);
  const rowName = useRowName(rows);
  const { fields, append, remove } = useFieldArray({ name: source });
  const { errors } = useFormState({ name: source });
  const own = get(errors, source) as { message?: ValidationErrorMessage } | undefined;
  const min = field.table?.min ?? 0;
  const max = field.table?.max ?? Number.POSITIVE_INFINITY;
  const title = translate(fieldKey(resource, source), { _: field.label });
  return (
    <Box component="fieldset" aria-labelledby={headingId} sx={{ border: 0, p: 0, m: 0, minWidth: 0, width: '100%' }}>
      <Typography
        id={headingId}
        component="legend"
        variant="subtitle1"
        sx={titled ? { fontWeight: 500, mb: 1 } : visuallyHidden}
      >
        {title}
      </Typography>
      <Stack spacing={1.5}>
        {fields.map((row, index) => {
          const rowTitle = translate('shule.rows.row', { name: rowName, n: index + 1, _: '%{name} %{n}' });
          return (
            <Box
              key={row.id}
              role="group"
              aria-label={rowTitle}
              data-row={index}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                <Typography variant="body2" color="text.secondary" component="span">
                  {rowTitle}
                </Typography>
                <Tooltip title={translate('shule.rows.remove', { name: rowTitle, _: 'Remove %{name}' })}>
                  {/* A span: a disabled button gives the tooltip no events to listen to. */}
                  <span>
                    <IconButton
                      size="small"
                      aria-label={translate('shule.rows.remove', { name: rowTitle, _: 'Remove %{name}' })}
                      disabled={fields.length <= min}
                      onClick={() => remove(index)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </Stack>
              <SourceContextProvider
                value={{ getSource: (name) => `${source}.${index}.${name}`, getLabel: (name) => fieldKey(rows, name) }}
              >
                <Box
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
                    columnGap: 2,
                    rowGap: 1.5,
                    alignItems: 'start',
                  }}
                >
                  {Object.entries(rows.fields).map(([name, child]) =>
                    fieldInput(rows, name, child, 'edit', { nativeRequired }),
                  )}
                </Box>
              </SourceContextProvider>
            </Box>
          );
        })}
      </Stack>
      {own?.message !== undefined && (
        <FormHelperText error role="alert">
          <ValidationError error={own.message} />
        </FormHelperText>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append(newRow(rows))}
          disabled={fields.length >= max}
          aria-label={translate('shule.rows.add', { name: rowName, _: 'Add %{name}' })}
        >
          {translate('shule.rows.add', { name: rowName, _: 'Add %{name}' })}
        </Button>
        {Number.isFinite(max) && (
          <Typography variant="caption" color="text.secondary">
            {translate('shule.rows.count', { count: fields.length, max, _: '%{count} of %{max}' })}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
