import { linesDeclaration } from '../../schema/lines';
import {
  type AnyResource,
  type FieldDef,
  type FieldValue,
  isOmitted,
  resolveDefault,
  type ShowWhen,
} from '../../schema/registry';

/**
 * How a declaration's fields are laid out on a form or a show page, kept free of React so the
 * validator, the wizard and the screens read the same answer.
 */
export interface LayoutSection {
  /** Stable id for headings and aria-labelledby: the section's index, or 'other'. */
  readonly key: string;
  /** i18n key: resources.<name>.sections.<index> (or .other for fields of no declared section). */
  readonly labelKey: string;
  /** English fallback, shown while the key has no translation. */
  readonly label: string;
  readonly fields: readonly string[];
}

export type LayoutUse = 'form' | 'show';

/**
 * Whether a screen lays the field out: the workflow state is a chip by the title on both, a count
 * has no value to edit, a password is never shown.
 */
export function laidOut(resource: AnyResource, name: string, use: LayoutUse): boolean {
  const field = resource.fields[name];
  if (!field || isStateField(resource, name)) return false;
  // A view's fixed values are not its users' to change, nor what it leaves out theirs to see.
  if (resource.view && (Object.hasOwn(resource.view.filter, name) || isOmitted(resource, name))) return false;
  if (use === 'form') return field.count === undefined;
  return field.kind !== 'password';
}

/**
 * The declared sections, then one last section with every other field; without a layout, one
 * untitled section of every field. `declaredOnly` leaves the rest out (the registration wizard).
 */
export function layoutSections(
  resource: AnyResource,
  use: LayoutUse,
  { declaredOnly = false }: { declaredOnly?: boolean } = {},
): LayoutSection[] {
  const shown = (name: string) => laidOut(resource, name, use);
  const declared = resource.form?.sections ?? [];
  const sections: LayoutSection[] = declared.map((section, index) => ({
    key: String(index),
    labelKey: sectionKey(resource, index),
    label: section.label,
    fields: section.fields.filter(shown),
  }));
  if (declaredOnly) return sections;
  const placed = new Set(declared.flatMap((s) => s.fields));
  const rest = Object.keys(resource.fields).filter((name) => !placed.has(name) && shown(name));
  if (rest.length > 0)
    sections.push({
      key: 'other',
      labelKey: declared.length > 0 ? `resources.${resource.name}.sections.other` : '',
      label: declared.length > 0 ? 'Other details' : '',
      fields: rest,
    });
  return sections;
}

export const sectionKey = (resource: AnyResource, index: number) => `resources.${resource.name}.sections.${index}`;

export const isStateField = (resource: AnyResource, name: string) => resource.workflow?.field === name;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A showWhen rule against the other field's current value (numbers may arrive as strings). */
export function isShownBy(rule: ShowWhen | undefined, value: unknown): boolean {
  if (!rule) return true;
  if (!rule.is) return !isEmpty(value);
  return rule.is.some((wanted: FieldValue) => !isEmpty(value) && String(wanted) === String(value));
}

export function isFieldShown(field: FieldDef | undefined, values: Readonly<Record<string, unknown>>): boolean {
  return isShownBy(field?.showWhen, field?.showWhen ? values[field.showWhen.field] : undefined);
}

/** A child-table field's rows as a declaration of their own (src/schema/lines.ts). */
export const rowsResource = linesDeclaration;

/** A new row: the declared defaults of the child's fields. */
export function newRow(rows: AnyResource): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(rows.fields).flatMap(([name, field]) =>
      field.default !== undefined && !field.readOnly ? [[name, resolveDefault(field)]] : [],
    ),
  );
}

/** A new record's starting values: each child table starts with its fewest rows. */
export function createDefaults(resource: AnyResource): Record<string, unknown> {
  // A view's records hold its fixed values (a teacher is in the teaching category), so a field
  // shown only for them (showWhen) shows in the view's form, which has no input for them.
  const out: Record<string, unknown> = { ...resource.view?.filter };
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.kind !== 'table' || !field.table) continue;
    const rows = rowsResource(resource, name, field);
    out[name] = Array.from({ length: field.table.min ?? 0 }, () => newRow(rows));
  }
  return out;
}
