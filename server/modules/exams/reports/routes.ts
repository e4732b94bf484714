import { Hono } from 'hono';
import { EXAM_ADMINS } from '../../../../src/schema/exam-roles';
import { requireAccess } from '../../../auth/require-access';
import type { AppContext, AppEnv } from '../../../context';
import { inBranch } from '../../../crud/scope';
import { schoolOf } from '../../../documents';
import { fieldsRefused, refusal, say } from '../../../errors';
import { reportFormsPdf } from './form-pdf';
import { reportFormList } from './list';
import { loadReportForms } from './load';
import type { ReportScope } from './scope';

const K = 'shule.exams.reports';
const ID = /^[1-9]\d{0,14}$/;

/** A path or query id: a positive whole number, else 400 on its field. */
function idOf(value: string | undefined, field: string): number {
  if (value === undefined || !ID.test(value)) throw fieldsRefused({ [field]: say(`${K}.whole_number`) });
  return Number(value);
}

/** ?class_id= or ?stream_id=: exactly one, as the /grades page chooses. */
export function groupOf(query: { class_id?: string; stream_id?: string }): ReportScope {
  const { class_id: classId, stream_id: streamId } = query;
  if ((classId === undefined) === (streamId === undefined))
    throw fieldsRefused({ [classId === undefined ? 'class_id' : 'stream_id']: say(`${K}.choose_group`) });
  return classId !== undefined ? { classId: idOf(classId, 'class_id') } : { streamId: idOf(streamId, 'stream_id') };
}

/** Names a file from what it holds: "report-form-ADM-2024-0412.pdf". */
const fileName = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'report-forms';

const pdfResponse = (pdf: Buffer, name: string) =>
  new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      // Inline: the browser opens it to read or print; the name is kept when saved.
      'content-disposition': `inline; filename="${name}.pdf"`,
      'content-length': String(pdf.length),
    },
  });

/**
 * Report forms (/api/exams/{id}/report-forms...): the panel's list of students, one student's
 * form and a class's or stream's forms as one PDF. The exams office only; published exams only;
 * everything read in the user's branch.
 */
export function reportRoutes(ctx: AppContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const office = requireAccess({ roles: EXAM_ADMINS });

  routes.get('/:id/report-forms', office, async (c) => {
    const user = c.get('user');
    const examId = idOf(c.req.param('id'), 'id');
    const scope = groupOf(c.req.query());
    return c.json(await inBranch(ctx, user, 'read', (db) => reportFormList(db, user.branchId, examId, scope)));
  });

  routes.get('/:id/report-forms.pdf', office, async (c) => {
    const user = c.get('user');
    const examId = idOf(c.req.param('id'), 'id');
    const scope = groupOf(c.req.query());
    const { pdf, name } = await inBranch(ctx, user, 'read', async (db) => {
      const { forms, results } = await loadReportForms(db, user.branchId, examId, scope);
      if (forms.length === 0) throw refusal(404, say(`${K}.nobody`, { name: results.exam.name }));
      const group = [forms[0].student.class_name, 'streamId' in scope ? forms[0].student.stream_name : null];
      return {
        pdf: await reportFormsPdf(await schoolOf(db, user.branchId, ctx), forms),
        name: fileName(['report-forms', results.exam.name, ...group].filter(Boolean).join(' ')),
      };
    });
    return pdfResponse(pdf, name);
  });

  routes.get('/:id/report-forms/:file', office, async (c) => {
    const user = c.get('user');
    const examId = idOf(c.req.param('id'), 'id');
    const studentId = idOf(/^(.*)\.pdf$/.exec(c.req.param('file'))?.[1], 'student_id');
    const { pdf, name } = await inBranch(ctx, user, 'read', async (db) => {
      const { forms, results } = await loadReportForms(db, user.branchId, examId, { studentId });
      const form = forms.at(0);
      if (!form) throw refusal(404, say(`${K}.no_results`, { name: results.exam.name }));
      return {
        pdf: await reportFormsPdf(await schoolOf(db, user.branchId, ctx), forms),
        name: fileName(`report-form ${form.student.admission_no ?? form.student.name}`),
      };
    });
    return pdfResponse(pdf, name);
  });

  return routes;
}
