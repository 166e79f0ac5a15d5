import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ValueFormatter } from '@/modules/history/formatChange';
import { projectStatus, projectStatuses } from './projectStatuses';

/** Names a project's status values (ids or enum names) in history and conflicts. */
export function useProjectValueFormatter(): ValueFormatter {
  const intl = useIntl();
  return useCallback<ValueFormatter>(
    (field, value) => {
      if (field === 'statusId' || field === 'status') {
        const status =
          typeof value === 'number' ? projectStatus(value) : projectStatuses.find((s) => s.label.id === `project.status.${String(value).toLowerCase()}`);
        return status ? intl.formatMessage(status.label) : undefined;
      }
      return undefined;
    },
    [intl],
  );
}
