import type { ScreenOverrides } from '../../../resources/screenTypes';
import { ExamShow } from './ExamShow';

/** Bespoke screens of mark entry's resources, by resource name (ExamsScreens.tsx uses them). */
export const MARKS_OVERRIDES: Readonly<Record<string, ScreenOverrides>> = {
  exams: { show: ExamShow },
};
