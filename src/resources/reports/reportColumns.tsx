import { cloneElement, type ReactElement } from 'react';
import { FunctionField } from 'react-admin';
import type { AnyReport, AnyResource } from '../../schema/registry';
import type { Translate } from '../../providers/i18nProvider';
import { fieldDisplay } from '../generic/fieldDisplays';
import { reportChoiceLabel, reportColumnLabel, reportResource } from './reportKeys';

/** A report's columns seen as a declaration, so the resources' displays format them by kind. */
export function reportAsResource(report: AnyReport): AnyResource {
  return {
    name: reportResource(report),
    path: report.path,
    label: report.label,
    singular: report.label,
    icon: report.icon ?? 'report',
    module: report.module,
    fields: report.columns,
    list: Object.keys(report.columns),
    filters: Object.keys(report.filters),
    sort: report.sort,
    search: [],
    represent: '',
    access: { read: report.roles, write: [] },
  };
}

/**
 * The table columns of a report, formatted by kind as on resource lists (money, dates, references),
 * headed by reports.<name>.fields.<column>. Choice values use the report's own keys.
 */
export function reportColumns(report: AnyReport, translate: Translate): ReactElement[] {
  const asResource = reportAsResource(report);
  return Object.entries(report.columns).flatMap(([name, field]) => {
    const label = reportColumnLabel(report, name, translate);
    if (field.kind === 'choice') {
      return [
        <FunctionField
          key={name}
          source={name}
          label={label}
          render={(row: Record<string, unknown>) =>
            row[name] === null || row[name] === undefined
              ? ''
              : reportChoiceLabel(report, name, String(row[name]), translate)
          }
        />,
      ];
    }
    const element = fieldDisplay(asResource, name, field);
    return element ? [cloneElement(element, { label } as Record<string, unknown>)] : [];
  });
}
