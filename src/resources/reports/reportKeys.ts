import type { AnyReport, FieldDef } from '../../schema/registry';
import type { Translate } from '../../providers/i18nProvider';
import { humanize } from '../../i18n/registryMessages';
import type { FilterLabels } from '../generic/listFilters';

/** The API path of a report: GET /api/reports/{name} answers with the list protocol of resources. */
export const reportResource = (report: AnyReport): string => `reports/${report.name}`;

/** i18n keys of a report, beside resources.*: reports.<name>.name, .fields.<column>, .filters.<filter>. */
export const reportNameKey = (report: AnyReport) => `reports.${report.name}.name`;
export const reportFieldKey = (report: AnyReport, column: string) => `reports.${report.name}.fields.${column}`;
export const reportFilterKey = (report: AnyReport, filter: string) => `reports.${report.name}.filters.${filter}`;
export const reportChoiceKey = (report: AnyReport, field: string, value: string) =>
  `reports.${report.name}.choices.${field}.${value}`;

/** A column's heading, falling back to the declaration's English label until it is translated. */
export function reportColumnLabel(report: AnyReport, column: string, translate: Translate): string {
  return translate(reportFieldKey(report, column), { _: report.columns[column]?.label ?? humanize(column) });
}

export function reportChoiceLabel(report: AnyReport, field: string, value: string, translate: Translate): string {
  return translate(reportChoiceKey(report, field, value), { _: humanize(value) });
}

/** How the shared filter inputs (listFilters.tsx) name a report's filters. */
export function reportFilterLabels(report: AnyReport, translate: Translate): FilterLabels {
  return {
    label: (name: string, field: FieldDef) => translate(reportFilterKey(report, name), { _: field.label }),
    choices: (name: string, field: FieldDef) =>
      (field.choices ?? []).map((value) => ({ id: value, name: reportChoiceLabel(report, name, value, translate) })),
  };
}
