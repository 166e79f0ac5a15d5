/**
 * The job pages (lists, new, detail, report, event), single and batch, and their loaders: one lazy chunk.
 * Grouped so the initial bundle names two chunks for the area, not one per page and loader
 * (each named chunk and its dependency list weigh on the 300 KB budget).
 */
export { EmailJobsPage } from './EmailJobsPage';
export { emailJobsPageLoader } from './emailJobsPageLoader';
export { NewEmailJobPage } from './NewEmailJobPage';
export { newEmailJobPageLoader } from './newEmailJobPageLoader';
export { EmailJobDetailPage } from './EmailJobDetailPage';
export { emailJobDetailPageLoader } from './emailJobDetailPageLoader';
export { EditEmailJobPage } from './EditEmailJobPage';
export { editEmailJobPageLoader } from './editEmailJobPageLoader';
export { EmailJobReportPage } from './EmailJobReportPage';
export { emailJobReportPageLoader } from './emailJobReportPageLoader';
export { EmailEventDetailPage } from './EmailEventDetailPage';
export { emailEventDetailPageLoader } from './emailEventDetailPageLoader';
