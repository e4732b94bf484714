import type { AnyResource } from '../../schema/registry';

/** i18n keys of the registry, following react-admin's resources.<name>.fields.<field> convention. */
export const fieldKey = (resource: AnyResource, field: string) => `resources.${resource.name}.fields.${field}`;
export const helpKey = (resource: AnyResource, field: string) => `resources.${resource.name}.helps.${field}`;
export const choiceKey = (resource: AnyResource, field: string, value: string) =>
  `resources.${resource.name}.choices.${field}.${value}`;

export function choicesOf(resource: AnyResource, field: string): { id: string; name: string }[] {
  return (resource.fields[field]?.choices ?? []).map((value) => ({
    id: value,
    name: choiceKey(resource, field, value),
  }));
}
