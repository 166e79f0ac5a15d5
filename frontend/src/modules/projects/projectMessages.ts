import { defineMessages } from 'react-intl';

/**
 * The words several of the projects area's screens show, defined once (issue 32), as
 * `commonMessages` does for every area.
 */
export const projectMessages = defineMessages({
  description: { id: 'project.field.description', defaultMessage: 'Description' },
  listTitle: { id: 'page.projects.title', defaultMessage: 'Projects' },
  notFound: { id: 'page.projectDetail.notFound', defaultMessage: 'Project not found' },
  organizations: { id: 'project.field.organizations', defaultMessage: 'Organizations' },
  status: { id: 'project.field.status', defaultMessage: 'Status' },
  team: { id: 'project.field.team', defaultMessage: 'Team' },
});
