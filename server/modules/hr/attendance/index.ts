import type { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../../context';
import type { ModuleServices } from '../../module';
import { attendanceRoutes as routes } from './routes';

export { staffRegister, type StaffLine } from './staff';
export { studentRegister, type StudentLine } from './students';

/**
 * The HR module's attendance area on the server: the staff register and each class's register of
 * a day, read and saved whole (/api/hr/attendance/*). Marks are ordinary records of
 * staff_attendance and student_attendance, so the biometrics module can write them the same way.
 */
export const attendanceRoutes = (ctx: AppContext, services: ModuleServices): Hono<AppEnv> => routes(ctx, services);
