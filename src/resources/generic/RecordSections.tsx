import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cloneElement, useMemo, type ReactElement, type ReactNode } from 'react';
import { Labeled, useRecordContext, useTranslate } from 'react-admin';
import { represent, type AnyResource } from '../../schema/registry';
import { fieldDisplay } from './fieldDisplays';
import { isFieldShown, layoutSections, type LayoutSection } from './formLayout';
import { GRID_SX, isWide, SectionBox, useSectionTitle } from './FormSections';
import { fieldKey } from './keys';
import { StateChip } from './StateChip';

const DASHED = new Set([
  'text',
  'long_text',
  'email',
  'phone',
  'number',
  'date',
  'datetime',
  'choice',
  'reference',
  'file',
]);

/** The record's name as its declaration represents it, the state chip beside it. */
export function RecordHeading({ resource, before }: { readonly resource: AnyResource; readonly before?: ReactNode }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      {before}
      {/* h2: the page title above is the h1. */}
      <Typography variant="h5" component="h2">
        {represent(resource, record)}
      </Typography>
      <StateChip resource={resource} />
    </Stack>
  );
}

/**
 * A record laid out as its form is: titled sections of labelled values in a grid, child tables as
 * tables. Fields a showWhen rule hides for this record (a day scholar's hostel) are left out.
 */
export function RecordSections({
  resource,
  omit = [],
  sections: only,
  headingLevel,
  links = true,
}: {
  readonly resource: AnyResource;
  /** Fields the page shows elsewhere (a photo in the heading). */
  readonly omit?: readonly string[];
  /** Some sections only (the wizard's review leaves out what it does not ask). */
  readonly sections?: readonly LayoutSection[];
  readonly headingLevel?: 'h2' | 'h3';
  /** False where following a link would lose work (the wizard's review). */
  readonly links?: boolean;
}) {
  const translate = useTranslate();
  const record = useRecordContext();
  const title = useSectionTitle();
  const all = useMemo(() => layoutSections(resource, 'show'), [resource]);
  const sections = only ?? all;
  if (!record) return null;
  return (
    <>
      {sections.map((section) => {
        const fields = section.fields.filter(
          (name) => !omit.includes(name) && isFieldShown(resource.fields[name], record),
        );
        if (fields.length === 0) return null;
        return (
          <SectionBox key={section.key} title={title(section)} level={headingLevel}>
            <Box sx={{ ...GRID_SX, rowGap: 1 }}>
              {fields.map((name) => {
                const field = resource.fields[name];
                const shown = fieldDisplay(resource, name, field);
                if (!shown) return null;
                // A dash says "nothing recorded" where a blank reads as a page still loading.
                const display = cloneElement(shown as ReactElement<{ emptyText?: string; link?: false }>, {
                  ...(DASHED.has(field.kind) ? { emptyText: '—' } : {}),
                  ...(!links && field.kind === 'reference' ? { link: false } : {}),
                });
                const label = translate(fieldKey(resource, name), { _: field.label });
                // A table alone in its section is named by the section's heading already.
                const alone = field.kind === 'table' && fields.length === 1;
                return (
                  <Box key={name} sx={isWide(field) ? { gridColumn: '1 / -1' } : undefined}>
                    {alone ? display : <Labeled label={label}>{display}</Labeled>}
                  </Box>
                );
              })}
            </Box>
          </SectionBox>
        );
      })}
    </>
  );
}
