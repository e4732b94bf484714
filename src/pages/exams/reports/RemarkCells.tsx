import Save from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ReportFormStudent } from '../../../schema/exams-reports';

export const T = 'shule.exams_reports';
/** As report_remarks declares them (src/schema/exams-report-setup.ts). */
const MAX = 300;

type Author = 'class_teacher' | 'principal';

const ownOf = (s: ReportFormStudent, author: Author) =>
  author === 'class_teacher' ? s.class_teacher_remark : s.principal_remark;
const bankOf = (s: ReportFormStudent, author: Author) =>
  author === 'class_teacher' ? s.bank_class_teacher_remark : s.bank_principal_remark;

/**
 * A student's two remarks, edited where they are listed: each starts as the student's own remark,
 * else the bank's for their mean grade (what prints), and is saved to report_remarks through the
 * generic API (validated and audited as any record). An emptied remark prints the bank's again.
 */
export function RemarkCells({
  examId,
  student,
  onSaved,
}: {
  readonly examId: number;
  readonly student: ReportFormStudent;
  readonly onSaved: (id: number, values: Record<Author, string | null>) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const start = (author: Author) => ownOf(student, author) ?? bankOf(student, author) ?? '';
  const [values, setValues] = useState<Record<Author, string>>({
    class_teacher: start('class_teacher'),
    principal: start('principal'),
  });
  const [saving, setSaving] = useState(false);
  const changed = (['class_teacher', 'principal'] as const).some((a) => values[a] !== start(a));

  const save = async () => {
    setSaving(true);
    const data = {
      exam_id: examId,
      student_id: student.student_id,
      class_teacher_remark: values.class_teacher.trim() || null,
      principal_remark: values.principal.trim() || null,
    };
    try {
      const saved =
        student.remark_id === null
          ? await dataProvider.create('report_remarks', { data })
          : await dataProvider.update('report_remarks', {
              id: student.remark_id,
              data,
              previousData: { id: student.remark_id },
            });
      notify(`${T}.saved`, { type: 'success' });
      // An emptied remark prints the bank's again, so the field shows it again.
      setValues({
        class_teacher: data.class_teacher_remark ?? student.bank_class_teacher_remark ?? '',
        principal: data.principal_remark ?? student.bank_principal_remark ?? '',
      });
      onSaved(Number(saved.data.id), { class_teacher: data.class_teacher_remark, principal: data.principal_remark });
    } catch (error) {
      notify(`${T}.save_failed`, {
        type: 'error',
        messageArgs: { error: error instanceof Error ? error.message : String(error) },
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, minWidth: 280 }}>
      {(['class_teacher', 'principal'] as const).map((author) => {
        const label = translate(`${T}.${author}`);
        const banked = ownOf(student, author) === null && bankOf(student, author) !== null;
        const helper =
          banked && values[author] === bankOf(student, author)
            ? translate(`${T}.from_bank`, { grade: student.mean_grade ?? '' })
            : undefined;
        return (
          <TextField
            key={author}
            size="small"
            multiline
            maxRows={3}
            label={label}
            value={values[author]}
            onChange={(e) => setValues((v) => ({ ...v, [author]: e.target.value }))}
            helperText={helper}
            slotProps={{
              htmlInput: {
                maxLength: MAX,
                'aria-label': translate(`${T}.remark_for`, { remark: label, name: student.name }),
              },
            }}
          />
        );
      })}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<Save />}
          disabled={!changed || saving}
          onClick={() => void save()}
          aria-label={translate(`${T}.save_for`, { name: student.name })}
        >
          {translate(`${T}.save`)}
        </Button>
      </Box>
    </Box>
  );
}
