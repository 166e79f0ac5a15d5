import type { RouteObject } from 'react-router';
import type { EmailJobKind } from '@/modules/emails/emailPaths';
import { chunkRoute } from '@/modules/routing/pageRoutes';

/**
 * The area's pages come in two lazy chunks, templates and jobs (each page still loads its own
 * query in its loader): one chunk per page and per loader put some fifty chunk names and their
 * dependency lists into the initial bundle, over its budget.
 */
const templatePages = () => import('./emailTemplatePages');
const jobPages = () => import('./emailJobPages');

function templateList(path: string, drafts: boolean): RouteObject {
  return chunkRoute(path, templatePages, 'EmailTemplatesPage', (pages) => (args) => pages.emailTemplatesPageLoader(args, drafts));
}

/** A job's screens under its list's path (`:id` is the route's own id parameter), with their page and loader. */
const jobScreens = [
  ['', 'EmailJobsPage', 'emailJobsPageLoader'],
  ['/new', 'NewEmailJobPage', 'newEmailJobPageLoader'],
  ['/:id', 'EmailJobDetailPage', 'emailJobDetailPageLoader'],
  ['/:id/edit', 'EditEmailJobPage', 'editEmailJobPageLoader'],
  ['/:id/report', 'EmailJobReportPage', 'emailJobReportPageLoader'],
  ['/:id/report/:reportId', 'EmailEventDetailPage', 'emailEventDetailPageLoader'],
] as const;

/** A single job's and a batch job's screens are the same pages; the route says which kind (and names its id). */
function jobRoutes(base: 'email-jobs' | 'batch-email-jobs', idParam: 'emailjobsid' | 'batchEmailJobsId', kind: EmailJobKind): RouteObject[] {
  return jobScreens.map(([suffix, page, loader]) =>
    chunkRoute(base + suffix.replace(':id', `:${idParam}`), jobPages, page, (pages) => (args) => pages[loader](args, kind)),
  );
}

/**
 * The email area's routes (issue 17), relative to a locale's layout: templates (and the drafts
 * list), single jobs and batch jobs with their reports and events. Loaders are lazy along with
 * their pages, so neither the queries nor the pages weigh on the initial bundle.
 */
export function emailRoutes(): RouteObject[] {
  return [
    templateList('email-templates', false),
    templateList('draft-email-templates', true),
    // No query: the loader only guards.
    chunkRoute('email-templates/new', templatePages, 'NewEmailTemplatePage', () => () => null),
    chunkRoute('email-templates/:emailtemplatesid', templatePages, 'EmailTemplateDetailPage', 'emailTemplateDetailPageLoader'),
    chunkRoute('email-templates/:emailtemplatesid/edit', templatePages, 'EditEmailTemplatePage', 'editEmailTemplatePageLoader'),
    ...jobRoutes('email-jobs', 'emailjobsid', 'SINGLE'),
    ...jobRoutes('batch-email-jobs', 'batchEmailJobsId', 'BATCH'),
  ];
}
