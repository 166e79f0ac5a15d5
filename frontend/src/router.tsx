import { createBrowserRouter, type RouteObject } from 'react-router';
import { signInLoader } from '@/modules/auth/signInLoader';
import { signedInLoader } from '@/modules/auth/signedInLoader';
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
import { demoPageLoader } from '@/pages/demo/demoPageLoader';
import { documentRoutes } from '@/pages/documents/documentRoutes';
import { emailRoutes } from '@/pages/emails/emailRoutes';
import { homePageLoader } from '@/pages/home/homePageLoader';
import { issueRoutes } from '@/pages/issues/issueRoutes';
import { memberDetailPageLoader } from '@/pages/members/memberDetailPageLoader';
import { membersPageLoader } from '@/pages/members/membersPageLoader';
import { newMemberPageLoader } from '@/pages/members/newMemberPageLoader';
import { myTasksPageLoader } from '@/pages/my-tasks/myTasksPageLoader';
import { addMemberPageLoader } from '@/pages/organizations/addMemberPageLoader';
import { newOrganizationPageLoader } from '@/pages/organizations/newOrganizationPageLoader';
import { organizationDetailPageLoader } from '@/pages/organizations/organizationDetailPageLoader';
import { organizationsPageLoader } from '@/pages/organizations/organizationsPageLoader';
import { updateOrganizationPageLoader } from '@/pages/organizations/updateOrganizationPageLoader';
import { internalQasPageLoader } from '@/pages/internal-qas/internalQasPageLoader';
import { newProjectPageLoader } from '@/pages/projects/newProjectPageLoader';
import { newProjectQuestionPageLoader } from '@/pages/projects/newProjectQuestionPageLoader';
import { projectDetailPageLoader } from '@/pages/projects/projectDetailPageLoader';
import { projectsPageLoader } from '@/pages/projects/projectsPageLoader';
import { updateProjectPageLoader } from '@/pages/projects/updateProjectPageLoader';
import { tagsPageLoader } from '@/pages/tags/tagsPageLoader';
import { newTaskPageLoader } from '@/pages/tasks/newTaskPageLoader';
import { taskDetailPageLoader } from '@/pages/tasks/taskDetailPageLoader';
import { tasksPageLoader } from '@/pages/tasks/tasksPageLoader';
import { updateTaskPageLoader } from '@/pages/tasks/updateTaskPageLoader';
import { workflowRoutes } from '@/pages/workflows/workflowRoutes';

/** The routes under one locale prefix ('' for en, '/ja' for ja). */
function localeRoutes(prefix: string): RouteObject[] {
  return [
    {
      element: <AuthLayout />,
      children: [
        {
          path: `${prefix}/sign-in`,
          loader: signInLoader,
          lazy: () => import('@/pages/sign-in/SignInPage').then((module) => ({ Component: module.SignInPage })),
        },
      ],
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
            {
              index: true,
              loader: signedInLoader(homePageLoader),
              lazy: () => import('@/pages/home/HomePage').then((module) => ({ Component: module.HomePage })),
            },
            {
              path: 'tasks',
              loader: signedInLoader(tasksPageLoader),
              lazy: () => import('@/pages/tasks/TasksPage').then((module) => ({ Component: module.TasksPage })),
            },
            {
              path: 'tasks/new',
              loader: signedInLoader(newTaskPageLoader),
              lazy: () => import('@/pages/tasks/NewTaskPage').then((module) => ({ Component: module.NewTaskPage })),
            },
            {
              path: 'tasks/:taskid',
              loader: signedInLoader(taskDetailPageLoader),
              lazy: () => import('@/pages/tasks/TaskDetailPage').then((module) => ({ Component: module.TaskDetailPage })),
            },
            {
              path: 'tasks/:taskid/update',
              loader: signedInLoader(updateTaskPageLoader),
              lazy: () => import('@/pages/tasks/UpdateTaskPage').then((module) => ({ Component: module.UpdateTaskPage })),
            },
            {
              path: 'my-tasks',
              loader: signedInLoader(myTasksPageLoader),
              lazy: () => import('@/pages/my-tasks/MyTasksPage').then((module) => ({ Component: module.MyTasksPage })),
            },
            {
              path: 'members',
              loader: signedInLoader(membersPageLoader),
              lazy: () => import('@/pages/members/MembersPage').then((module) => ({ Component: module.MembersPage })),
            },
            {
              path: 'members/new',
              loader: signedInLoader(newMemberPageLoader),
              lazy: () => import('@/pages/members/NewMemberPage').then((module) => ({ Component: module.NewMemberPage })),
            },
            {
              path: 'members/:memberid',
              loader: signedInLoader(memberDetailPageLoader),
              lazy: () => import('@/pages/members/MemberDetailPage').then((module) => ({ Component: module.MemberDetailPage })),
            },
            {
              path: 'tags',
              loader: signedInLoader(tagsPageLoader),
              lazy: () => import('@/pages/tags/TagsPage').then((module) => ({ Component: module.TagsPage })),
            },
            {
              path: 'organizations',
              loader: signedInLoader(organizationsPageLoader),
              lazy: () => import('@/pages/organizations/OrganizationsPage').then((module) => ({ Component: module.OrganizationsPage })),
            },
            {
              path: 'organizations/new',
              loader: signedInLoader(newOrganizationPageLoader),
              lazy: () => import('@/pages/organizations/NewOrganizationPage').then((module) => ({ Component: module.NewOrganizationPage })),
            },
            {
              path: 'organizations/:organizationId',
              loader: signedInLoader(organizationDetailPageLoader),
              lazy: () => import('@/pages/organizations/OrganizationDetailPage').then((module) => ({ Component: module.OrganizationDetailPage })),
            },
            {
              path: 'organizations/:organizationId/update',
              loader: signedInLoader(updateOrganizationPageLoader),
              lazy: () => import('@/pages/organizations/UpdateOrganizationPage').then((module) => ({ Component: module.UpdateOrganizationPage })),
            },
            {
              path: 'organizations/:organizationId/add-member',
              loader: signedInLoader(addMemberPageLoader),
              lazy: () => import('@/pages/organizations/AddMemberPage').then((module) => ({ Component: module.AddMemberPage })),
            },
            {
              path: 'projects',
              loader: signedInLoader(projectsPageLoader),
              lazy: () => import('@/pages/projects/ProjectsPage').then((module) => ({ Component: module.ProjectsPage })),
            },
            {
              path: 'projects/new',
              loader: signedInLoader(newProjectPageLoader),
              lazy: () => import('@/pages/projects/NewProjectPage').then((module) => ({ Component: module.NewProjectPage })),
            },
            {
              path: 'projects/:projectId',
              loader: signedInLoader(projectDetailPageLoader),
              lazy: () => import('@/pages/projects/ProjectDetailPage').then((module) => ({ Component: module.ProjectDetailPage })),
            },
            {
              path: 'projects/:projectId/update',
              loader: signedInLoader(updateProjectPageLoader),
              lazy: () => import('@/pages/projects/UpdateProjectPage').then((module) => ({ Component: module.UpdateProjectPage })),
            },
            {
              path: 'projects/:projectId/new-project-question',
              loader: signedInLoader(newProjectQuestionPageLoader),
              lazy: () => import('@/pages/projects/NewProjectQuestionPage').then((module) => ({ Component: module.NewProjectScopeQuestionPage })),
            },
            {
              path: 'projects/:projectId/new-organization-question',
              loader: signedInLoader(newProjectQuestionPageLoader),
              lazy: () => import('@/pages/projects/NewProjectQuestionPage').then((module) => ({ Component: module.NewOrganizationQuestionPage })),
            },
            {
              path: 'internal-qas',
              loader: signedInLoader(internalQasPageLoader),
              lazy: () => import('@/pages/internal-qas/InternalQasPage').then((module) => ({ Component: module.InternalQasPage })),
            },
            {
              path: 'demo',
              loader: signedInLoader(demoPageLoader),
              lazy: () => import('@/pages/demo/DemoPage').then((module) => ({ Component: module.DemoPage })),
            },
            ...documentRoutes(),
            ...issueRoutes(),
            ...applicationRoutes(),
            ...emailRoutes(),
            ...agentRoutes(),
            ...chatRoutes(),
            ...aiModelRoutes(),
            ...workflowRoutes(),
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
