import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundScreen } from '@/modules/errors/NotFoundScreen';
import { RouteErrorScreen } from '@/modules/errors/RouteErrorScreen';
import { AuthLayout } from '@/modules/layout/AuthLayout';
import { DefaultLayout } from '@/modules/layout/DefaultLayout';
import { defaultLayoutLoader } from '@/modules/layout/defaultLayoutLoader';
import { RootErrorScreen } from '@/modules/layout/RootErrorScreen';
import { RootLayout } from '@/modules/layout/RootLayout';
import { rootLoader } from '@/modules/layout/rootLoader';
import { agentRoutes } from '@/pages/agents/agentRoutes';
import { aiModelRoutes } from '@/pages/ai-models/aiModelRoutes';
import { applicationRoutes } from '@/pages/applications/applicationRoutes';
import { chatRoutes } from '@/pages/chats/chatRoutes';
import { demoRoutes } from '@/pages/demo/demoRoutes';
import { documentRoutes } from '@/pages/documents/documentRoutes';
import { emailRoutes } from '@/pages/emails/emailRoutes';
import { homeRoutes } from '@/pages/home/homeRoutes';
import { importRoutes } from '@/pages/import/importRoutes';
import { internalQaRoutes } from '@/pages/internal-qas/internalQaRoutes';
import { issueRoutes } from '@/pages/issues/issueRoutes';
import { memberRoutes } from '@/pages/members/memberRoutes';
import { myTaskRoutes } from '@/pages/my-tasks/myTaskRoutes';
import { organizationRoutes } from '@/pages/organizations/organizationRoutes';
import { projectRoutes } from '@/pages/projects/projectRoutes';
import { settingsRoutes } from '@/pages/settings/settingsRoutes';
import { signInRoutes } from '@/pages/sign-in/signInRoutes';
import { tagRoutes } from '@/pages/tags/tagRoutes';
import { taskRoutes } from '@/pages/tasks/taskRoutes';
import { trashRoutes } from '@/pages/trash/trashRoutes';
import { viewRoutes } from '@/pages/views/viewRoutes';
import { workflowRoutes } from '@/pages/workflows/workflowRoutes';

/** The routes under one locale prefix ('' for en, '/ja' for ja). */
function localeRoutes(prefix: string): RouteObject[] {
  return [
    {
      element: <AuthLayout />,
      children: signInRoutes(prefix),
    },
    {
      path: prefix || '/',
      element: <DefaultLayout />,
      loader: defaultLayoutLoader,
      errorElement: <RouteErrorScreen />,
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname.startsWith('/ja') !== nextUrl.pathname.startsWith('/ja'),
      children: [
        {
          errorElement: <RouteErrorScreen />,
          children: [
            ...homeRoutes(),
            ...taskRoutes(),
            ...myTaskRoutes(),
            ...memberRoutes(),
            ...tagRoutes(),
            ...organizationRoutes(),
            ...projectRoutes(),
            ...internalQaRoutes(),
            ...demoRoutes(),
            ...documentRoutes(),
            ...issueRoutes(),
            ...applicationRoutes(),
            ...emailRoutes(),
            ...agentRoutes(),
            ...chatRoutes(),
            ...aiModelRoutes(),
            ...workflowRoutes(),
            ...trashRoutes(),
            ...importRoutes(),
            ...viewRoutes(),
            ...settingsRoutes(),
            { path: '*', element: <NotFoundScreen /> },
          ],
        },
      ],
    },
  ];
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    loader: rootLoader,
    hydrateFallbackElement: <div aria-busy="true" />,
    errorElement: <RootErrorScreen />,
    children: [...localeRoutes(''), ...localeRoutes('/ja')],
  },
];

/** The browser router with every route of the app (en unprefixed, ja under /ja). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
