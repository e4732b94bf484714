/** Report forms and results by SMS, mounted by the /grades page's "Report forms" tab. */
export { ReportFormsPanel } from './ReportFormsPanel';
export { ResultsSmsButton } from './ResultsSmsButton';
export type { ReportGroup } from './api';
