import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Labeled, useTranslate } from 'react-admin';
import type { AnyResource, FieldDef } from '../../schema/registry';
import { ChildRowsInput } from './ChildRows';
import { ShownWhen } from './conditionalInputs';
import { fieldDisplay } from './fieldDisplays';
import { fieldInput, type FormMode, type InputOptions } from './fieldInputs';
import type { LayoutSection } from './formLayout';
import { fieldKey } from './keys';

/** Kinds that take a whole row of the section's grid. */
const WIDE = new Set(['long_text', 'rich_text', 'table', 'image', 'multi_choice', 'references']);
export const isWide = (field: FieldDef) => WIDE.has(field.kind);

export const GRID_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  columnGap: 2,
  // Room for a helper line under an input and the floating label of the one below, which rises
  // half its height above the outline: at 1.5 a help text touched the next label.
  rowGap: 2.5,
  alignItems: 'start',
} as const;

/** How a form lays out one of its sections besides its fields (the wizard shows one at a time). */
export interface SectionFrame {
  /** Kept mounted, values and all, but not shown (a wizard step not current). */
  readonly hidden?: boolean;
  readonly ref?: (element: HTMLElement | null) => void;
  readonly sx?: SxProps<Theme>;
  /** Marks the section for tests and styles: data-section="0". */
  readonly name?: string;
}

/** A titled group of a form or show page, named for assistive technology by its heading. */
export function SectionBox({
  title,
  children,
  level = 'h2',
  frame = {},
}: {
  readonly title: string;
  readonly children: ReactNode;
  readonly level?: 'h2' | 'h3';
  readonly frame?: SectionFrame;
}) {
  const id = useId();
  return (
    <Box
      component="section"
      ref={frame.ref}
      hidden={frame.hidden}
      data-section={frame.name}
      aria-labelledby={title ? id : undefined}
      sx={[{ width: '100%', mb: 2 }, ...(Array.isArray(frame.sx) ? frame.sx : [frame.sx])]}
    >
      {title && (
        <Typography id={id} variant={level === 'h2' ? 'h6' : 'subtitle1'} component={level} sx={{ mb: 1.5 }}>
          {title}
        </Typography>
      )}
      {children}
    </Box>
  );
}

/** A section's label, translated, with the declaration's English meanwhile. */
export function useSectionTitle(): (section: LayoutSection) => string {
  const translate = useTranslate();
  return (section) => (section.labelKey ? translate(section.labelKey, { _: section.label }) : '');
}

interface FieldsProps {
  readonly resource: AnyResource;
  readonly fields: readonly string[];
  readonly mode: FormMode;
  readonly options?: InputOptions;
}

/**
 * A section's inputs in a two-column grid; long texts and child tables take the whole row.
 * Read-only and derived fields are shown, not edited, once the record exists. showWhen wraps the
 * cell, so a hidden field leaves no gap.
 */
export function FormFields({ resource, fields, mode, options }: FieldsProps) {
  const translate = useTranslate();
  return (
    <Box sx={GRID_SX}>
      {fields.map((name) => {
        const field = resource.fields[name];
        if (!field || (field.readOnly && mode === 'create')) return null;
        const sx = isWide(field) ? { gridColumn: '1 / -1', mb: 1 } : undefined;
        let content: ReactNode;
        if (field.readOnly)
          content = (
            <Labeled label={translate(fieldKey(resource, name), { _: field.label })}>
              {fieldDisplay(resource, name, field) ?? <span />}
            </Labeled>
          );
        else if (field.kind === 'table')
          content = (
            <ChildRowsInput
              resource={resource}
              source={name}
              field={field}
              nativeRequired={options?.nativeRequired}
              titled={fields.length > 1}
            />
          );
        else content = fieldInput(resource, name, { ...field, showWhen: undefined }, mode, options);
        const cell = (
          <Box key={name} sx={sx} data-field={name}>
            {content}
          </Box>
        );
        return field.showWhen ? (
          <ShownWhen key={name} rule={field.showWhen}>
            {cell}
          </ShownWhen>
        ) : (
          cell
        );
      })}
    </Box>
  );
}

/**
 * Every section of a form, each under its heading: the edit and create forms show them all, the
 * registration wizard one at a time (`frame`), so both ask the same fields with the same inputs.
 * `omit` leaves fields to the caller (`after`: the wizard's photo, queued until the record exists).
 */
export function FormSections({
  resource,
  sections,
  mode,
  options,
  frame,
  omit = [],
  after,
}: {
  readonly resource: AnyResource;
  readonly sections: readonly LayoutSection[];
  readonly mode: FormMode;
  readonly options?: InputOptions;
  readonly frame?: (section: LayoutSection, index: number) => SectionFrame;
  readonly omit?: readonly string[];
  readonly after?: (section: LayoutSection, index: number) => ReactNode;
}) {
  const title = useSectionTitle();
  return (
    <>
      {sections.map((section, index) => (
        <SectionBox key={section.key} title={title(section)} frame={frame?.(section, index)}>
          <FormFields
            resource={resource}
            fields={section.fields.filter((name) => !omit.includes(name))}
            mode={mode}
            options={options}
          />
          {after?.(section, index)}
        </SectionBox>
      ))}
    </>
  );
}
