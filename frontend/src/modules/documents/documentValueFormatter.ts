import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ValueFormatter } from '@/modules/history/formatChange';
import { documentStatus, documentStatuses } from './documentStatuses';

/** Names a document's status values (ids or enum names) in history and conflicts. */
export function useDocumentValueFormatter(): ValueFormatter {
  const intl = useIntl();
  return useCallback<ValueFormatter>(
    (field, value) => {
      if (field === 'statusId' || field === 'status') {
        const status =
          typeof value === 'number' ? documentStatus(value) : documentStatuses.find((s) => s.label.id === `document.status.${String(value).toLowerCase()}`);
        return status ? intl.formatMessage(status.label) : undefined;
      }
      return undefined;
    },
    [intl],
  );
}
