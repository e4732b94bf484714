import { Hono } from 'hono';
import { requireAccess } from '../auth/require-access';
import { getResource, represent } from '../../src/schema';
import { students } from '../../src/schema/admissions';
import { terms, users } from '../../src/schema/settings';
import { inBranch } from '../crud/scope';
import type { AppContext, AppEnv, SessionUser } from '../context';
import type { Db } from '../db/database';
import { activeStudentsByClassAndGender, branchClasses, countCurrent } from './queries';

/** First (only) element of GET /api/index/getindexpagedata. */
export interface IndexPageData {
  readonly schoolName: string;
  readonly motto: string | null;
  /** The current term as the terms screen names it ("Term 2 2026"); null when none is set. */
  readonly currentTerm: string | null;
  /** Its values, for a browser to name it in its user's language ("Muhula 2 2026"). */
  readonly currentTermValues: { readonly term: string; readonly academic_year: number } | null;
  readonly studentCount: number;
  readonly classCount: number;
  readonly streamCount: number;
  readonly userCount: number;
}

export interface PopulationFigures {
  readonly students: number;
  readonly boys: number;
  readonly girls: number;
  readonly teachers: number;
  readonly staff: number;
}

export interface ClassPopulation {
  readonly class_id: number;
  readonly class_name: string;
  readonly boys: number;
  readonly girls: number;
  readonly total: number;
}

/** One row of the biometric attendance table; filled once the biometrics module stores punches. */
export interface BioAttendanceRow {
  readonly class_id: number;
  readonly class_name: string;
  readonly present: number;
  readonly absent: number;
  readonly total: number;
}

/** Current rows of a resource that may not be declared yet (teachers, staff): 0 until it is. */
async function countIfDeclared(ctx: AppContext, db: Db, name: string, branchId: number): Promise<number> {
  const resource = getResource(name);
  return resource ? countCurrent(db, ctx.database.engine, resource, branchId) : 0;
}

async function indexPageData(ctx: AppContext, db: Db, user: SessionUser): Promise<IndexPageData> {
  const { engine } = ctx.database;
  const school = await db
    .selectFrom('branches')
    .select(['name', 'motto'])
    .where('id', '=', user.branchId)
    .executeTakeFirst();
  const classes = await branchClasses(db, engine, user.branchId, true);
  // Streams of alumni classes are history, not part of the school as it runs today.
  const streams = await db
    .selectFrom('streams')
    .innerJoin('classes', 'classes.id', 'streams.class_id')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('streams.branch_id', '=', user.branchId)
    .where('classes.branch_id', '=', user.branchId)
    .where('classes.active', '=', true)
    .executeTakeFirst();
  const term = await db
    .selectFrom('terms')
    .select(['term', 'academic_year'])
    .where('branch_id', '=', user.branchId)
    .where('current', '=', true)
    .orderBy('start_date', 'desc')
    .executeTakeFirst();
  return {
    schoolName: String(school?.name ?? ''),
    motto: school?.motto == null ? null : String(school.motto),
    currentTerm: term ? represent(terms, term) : null,
    currentTermValues: term ? { term: String(term.term), academic_year: Number(term.academic_year) } : null,
    studentCount: await countCurrent(db, engine, students, user.branchId),
    classCount: classes.length,
    streamCount: Number(streams?.n ?? 0),
    userCount: await countCurrent(db, engine, users, user.branchId),
  };
}

async function populationFigures(ctx: AppContext, db: Db, branchId: number): Promise<PopulationFigures> {
  const counts = await activeStudentsByClassAndGender(db, branchId);
  const sum = (gender?: string) =>
    counts.filter((c) => gender === undefined || c.gender === gender).reduce((total, c) => total + c.n, 0);
  return {
    students: sum(),
    boys: sum('male'),
    girls: sum('female'),
    teachers: await countIfDeclared(ctx, db, 'teachers', branchId),
    staff: await countIfDeclared(ctx, db, 'staff', branchId),
  };
}

async function populationPerClass(ctx: AppContext, db: Db, branchId: number): Promise<ClassPopulation[]> {
  const classes = await branchClasses(db, ctx.database.engine, branchId, true);
  const counts = await activeStudentsByClassAndGender(db, branchId);
  return classes.map((cls) => {
    const mine = counts.filter((c) => c.class_id === cls.id);
    const of = (gender: string) => mine.filter((c) => c.gender === gender).reduce((total, c) => total + c.n, 0);
    return {
      class_id: cls.id,
      class_name: cls.name,
      boys: of('male'),
      girls: of('female'),
      total: mine.reduce((total, c) => total + c.n, 0),
    };
  });
}

/** Dashboard figures: open to any signed-in user, always for the user's own branch. */
export function indexDataRoutes(ctx: AppContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // The home dashboard is every signed-in user's (spec.md: /home is never role-checked).
  const anyone = requireAccess({ signedIn: true });
  routes.get('/index/getindexpagedata', anyone, async (c) => {
    const user = c.get('user');
    return c.json([await inBranch(ctx, user, 'read', (db) => indexPageData(ctx, db, user))]);
  });

  routes.get('/index/getpopulationfigures', anyone, async (c) => {
    const user = c.get('user');
    return c.json([await inBranch(ctx, user, 'read', (db) => populationFigures(ctx, db, user.branchId))]);
  });

  routes.get('/index/getpopulationperclass', anyone, async (c) => {
    const user = c.get('user');
    return c.json(await inBranch(ctx, user, 'read', (db) => populationPerClass(ctx, db, user.branchId)));
  });

  routes.get('/bio/getBioAttendancetable', anyone, (c) => c.json([] satisfies BioAttendanceRow[]));

  return routes;
}
