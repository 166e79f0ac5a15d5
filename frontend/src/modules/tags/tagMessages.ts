import { defineMessages } from 'react-intl';

/**
 * The words several of the tags area's screens show, defined once (issue 32), as
 * `commonMessages` does for every area.
 */
export const tagMessages = defineMessages({
  color: { id: 'tag.field.color', defaultMessage: 'Colour' },
  name: { id: 'tag.field.name', defaultMessage: 'Name' },
});
