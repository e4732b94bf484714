import { FunctionField, useTranslate } from 'react-admin';
import { GenericList } from '../../../resources/generic/GenericList';
import type { AnyResource } from '../../../schema/registry';
import { GradeChip } from './gradeColours';
import { T } from './MeritTable';

/**
 * /reportcolours: the declared list with each grade shown as lists and report forms print it, so
 * the exams office sees the colour, not only its code (#1B5E20).
 */
export function ReportColoursList({ resource }: { resource: AnyResource }) {
  const translate = useTranslate();
  return (
    <GenericList
      resource={resource}
      columns={
        <FunctionField
          key="as_printed"
          label={translate(`${T}.as_printed`)}
          sortable={false}
          render={(record: { grade?: unknown; colour?: unknown }) => {
            const grade = String(record.grade ?? '');
            return <GradeChip grade={grade} colours={new Map([[grade, String(record.colour ?? '')]])} />;
          }}
        />
      }
    />
  );
}
