import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { signedInLoader } from '@/modules/auth/signedInLoader';
import type { EmailJobKind } from '@/modules/emails/emailPaths';

/**
 * The area's pages come in two lazy chunks, templates and jobs (each page still loads its own
 * query in its loader): one chunk per page and per loader put some fifty chunk names and their
 * dependency lists into the initial bundle, over its budget.
 */
const templatePages = () => import('./emailTemplatePages');
const jobPages = () => import('./emailJobPages');

function templateList(drafts: boolean): RouteObject['lazy'] {
  return async () => {
    const pages = await templatePages();
    return { Component: pages.EmailTemplatesPage, loader: signedInLoader((args: LoaderFunctionArgs) => pages.emailTemplatesPageLoader(args, drafts)) };
  };
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
  return jobScreens.map(([suffix, page, loader]) => ({
    path: base + suffix.replace(':id', `:${idParam}`),
    lazy: async () => {
      const pages = await jobPages();
      return { Component: pages[page], loader: signedInLoader((args: LoaderFunctionArgs) => pages[loader](args, kind)) };
    },
  }));
}

/**
 * The email area's routes (issue 17), relative to a locale's layout: templates (and the drafts
 * list), single jobs and batch jobs with their reports and events. Loaders are lazy along with
 * their pages, so neither the queries nor the pages weigh on the initial bundle.
 */
export function emailRoutes(): RouteObject[] {
  return [
    { path: 'email-templates', lazy: templateList(false) },
    { path: 'draft-email-templates', lazy: templateList(true) },
    {
      path: 'email-templates/new',
      lazy: async () => {
        const pages = await templatePages();
        return { Component: pages.NewEmailTemplatePage, loader: signedInLoader(() => null) };
      },
    },
    {
      path: 'email-templates/:emailtemplatesid',
      lazy: async () => {
        const pages = await templatePages();
        return { Component: pages.EmailTemplateDetailPage, loader: signedInLoader(pages.emailTemplateDetailPageLoader) };
      },
    },
    {
      path: 'email-templates/:emailtemplatesid/edit',
      lazy: async () => {
        const pages = await templatePages();
        return { Component: pages.EditEmailTemplatePage, loader: signedInLoader(pages.editEmailTemplatePageLoader) };
      },
    },
    ...jobRoutes('email-jobs', 'emailjobsid', 'SINGLE'),
    ...jobRoutes('batch-email-jobs', 'batchEmailJobsId', 'BATCH'),
  ];
}
