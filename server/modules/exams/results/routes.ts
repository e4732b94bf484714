import { Hono } from 'hono';
import { EXAM_ANALYSTS, isExamAdmin } from '../../../../src/schema/exam-roles';
import type { ExamAnalysis, MeritListPage } from '../../../../src/schema/exam-results';
import { requireAccess } from '../../../auth/require-access';
import type { AppContext, AppEnv } from '../../../context';
import { parseId } from '../../../crud/repository';
import { inBranch } from '../../../crud/scope';
import { examDashboard } from './dashboard';
import { examResults, type ExamResultsOptions } from './index';
import { meritListPdf } from './merit-pdf';
import { meritCsv, parseMeritQuery, selectRows } from './merit-query';

const fileName = (text: string) => text.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'exam';

/**
 * Exam results over HTTP (/api/exams/...): the merit list (JSON pages, or CSV of every row), its
 * PDF, the subject analysis and the exam dashboard. Exam admins and analysts read published exams;
 * the exams office (ROLE_Exam_admin) may also preview a closed one.
 */
export function resultsRoutes(ctx: AppContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const guard = requireAccess({ roles: EXAM_ANALYSTS });

  const optionsOf = (
    examId: number,
    roles: readonly string[],
    params: Record<string, string | undefined>,
    include: ExamResultsOptions['include'],
  ) => {
    const query = parseMeritQuery(params);
    const options: ExamResultsOptions = {
      examId,
      classId: query.classId,
      streamId: query.streamId,
      compareExamId: query.compareExamId,
      allowClosed: isExamAdmin(roles),
      include,
    };
    return { query, options };
  };

  routes.get('/dashboard', guard, async (c) => {
    const user = c.get('user');
    return c.json(await inBranch(ctx, user, 'read', (db) => examDashboard(db, user.branchId)));
  });

  routes.get('/:id/results', guard, async (c) => {
    const user = c.get('user');
    const { query, options } = optionsOf(parseId(c.req.param('id')), user.roles, c.req.query(), { analysis: false });
    const results = await inBranch(ctx, user, 'read', (db) => examResults(db, user.branchId, options));
    const rows = selectRows(results.rows, query);
    if (query.csv)
      return new Response(meritCsv(results, rows), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="merit-list-${fileName(results.exam.name)}.csv"`,
        },
      });
    const { analysis: _analysis, rows: _all, ...rest } = results;
    const start = (query.page - 1) * query.perPage;
    const page: MeritListPage = {
      ...rest,
      rows: rows.slice(start, start + query.perPage),
      total: rows.length,
      page: query.page,
      per_page: query.perPage,
    };
    return c.json(page);
  });

  routes.get('/:id/analysis', guard, async (c) => {
    const user = c.get('user');
    const { options } = optionsOf(parseId(c.req.param('id')), user.roles, c.req.query(), { rows: false });
    const { rows: _rows, ...analysis } = await inBranch(ctx, user, 'read', (db) =>
      examResults(db, user.branchId, options),
    );
    return c.json(analysis satisfies ExamAnalysis);
  });

  routes.get('/:id/merit-list.pdf', guard, async (c) => {
    const user = c.get('user');
    const { query, options } = optionsOf(parseId(c.req.param('id')), user.roles, c.req.query(), { analysis: false });
    const { pdf, name } = await inBranch(ctx, user, 'read', async (db) => {
      const results = await examResults(db, user.branchId, options);
      const stream = results.streams.find((s) => s.id === query.streamId);
      const cls = results.classes.find((s) => s.id === options.classId);
      const scope = stream?.name ?? cls?.name ?? 'All classes';
      const rows = selectRows(results.rows, { ...query, q: '' });
      return {
        pdf: await meritListPdf(db, user.branchId, { ...results, rows }, scope, ctx),
        name: `${results.exam.name} ${scope}`,
      };
    });
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="merit-list-${fileName(name)}.pdf"`,
        'content-length': String(pdf.length),
      },
    });
  });
  return routes;
}
