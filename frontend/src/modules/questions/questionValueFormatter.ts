import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ValueFormatter } from '@/modules/history/formatChange';
import { questionStatus, questionStatuses } from './questionStatuses';

/** Names a question's status values (ids or enum names) in history and conflicts. */
export function useQuestionValueFormatter(): ValueFormatter {
  const intl = useIntl();
  return useCallback<ValueFormatter>(
    (field, value) => {
      if (field === 'statusId' || field === 'status') {
        const status =
          typeof value === 'number' ? questionStatus(value) : questionStatuses.find((s) => s.label.id === `question.status.${String(value).toLowerCase()}`);
        return status ? intl.formatMessage(status.label) : undefined;
      }
      return undefined;
    },
    [intl],
  );
}
