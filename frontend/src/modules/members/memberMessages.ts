import { defineMessages } from 'react-intl';

/**
 * The words several of the members area's screens show, defined once (issue 32), as
 * `commonMessages` does for every area.
 */
export const memberMessages = defineMessages({
  editTitle: { id: 'member.edit.title', defaultMessage: 'Edit profile' },
  email: { id: 'member.field.email', defaultMessage: 'Email' },
  listTitle: { id: 'page.members.title', defaultMessage: 'Members' },
  name: { id: 'member.field.name', defaultMessage: 'Name' },
  noRoles: { id: 'member.field.noRoles', defaultMessage: 'No role' },
  roles: { id: 'member.field.roles', defaultMessage: 'Roles' },
});
