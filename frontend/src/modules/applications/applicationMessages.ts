import { defineMessages } from 'react-intl';

/**
 * The words several of the applications area's screens show, defined once (issue 32), as
 * `commonMessages` does for every area.
 */
export const applicationMessages = defineMessages({
  description: { id: 'application.field.description', defaultMessage: 'Description' },
  kindDirectory: { id: 'application.node.kind.directory', defaultMessage: 'Directory' },
  kindPage: { id: 'application.node.kind.page', defaultMessage: 'Page' },
  kindRequirement: { id: 'application.node.kind.requirement', defaultMessage: 'Requirement' },
  listTitle: { id: 'page.applications.title', defaultMessage: 'Applications' },
  nameRequired: { id: 'application.validation.nameRequired', defaultMessage: 'Enter a name.' },
  newRequirementTitle: { id: 'page.newRequirement.title', defaultMessage: 'New Requirements Page' },
  notFound: { id: 'page.applicationDetail.notFound', defaultMessage: 'Application not found' },
  progress: { id: 'application.field.progress', defaultMessage: 'Progress' },
  project: { id: 'application.field.project', defaultMessage: 'Project' },
  status: { id: 'application.field.status', defaultMessage: 'Status' },
  statusFailed: { id: 'application.detail.statusFailed', defaultMessage: 'The status was not changed' },
  topLevel: { id: 'application.move.top', defaultMessage: '(Top level)' },
});
