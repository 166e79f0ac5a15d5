import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  management: { id: 'role.category.management', defaultMessage: 'Management' },
  execution: { id: 'role.category.execution', defaultMessage: 'Execution' },
});

/**
 * The spec's fixed role categories. (Not read through Relay: `RoleCategoryInfo.id` is an Int,
 * which Relay's normalizer would take for a record id.)
 */
export const roleCategories: readonly { id: number; label: MessageDescriptor }[] = [
  { id: 1, label: messages.management },
  { id: 2, label: messages.execution },
];
