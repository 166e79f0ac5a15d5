import { defineMessages } from 'react-intl';
import type { BulkField } from '@/modules/areas/types';
import { commonMessages } from '@/modules/ui/commonMessages';

const messages = defineMessages({
  delete: { id: 'bulk.field.delete', defaultMessage: 'Delete' },
});

/** Moves every chosen item to the trash (issue 35 §2), each as its own command; asks first. */
export const bulkDelete: BulkField = { value: 'none', label: messages.delete, danger: true };

/** Archives every chosen item. */
export const bulkArchive: BulkField = { value: 'none', label: commonMessages.archive };

/** The empty choice of a field that holds one member (an assignee, an owner): the change unassigns. */
export const bulkNobody = defineMessages({ nobody: { id: 'bulk.none.nobody', defaultMessage: 'Nobody' } }).nobody;

/** The empty choice of a field that holds one category: the change uncategorises. */
export const bulkNoCategory = defineMessages({ none: { id: 'bulk.none.category', defaultMessage: 'No category' } }).none;
