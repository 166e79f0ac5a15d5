import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ValueFormatter } from '@/modules/history/formatChange';
import { issuePriority } from './issuePriorities';

const priorityNames: Readonly<Record<string, number>> = { high: 1, medium: 2, low: 3 };

/**
 * Names an issue's values in its history and conflict view: priorities by their translated
 * label, and ids the page knows (statuses, categories, projects, employees, documents) by name.
 */
export function useIssueValueFormatter(names: ReadonlyMap<string, string>): ValueFormatter {
  const intl = useIntl();
  return useCallback<ValueFormatter>(
    (field, value) => {
      if (field === 'priorityId' || field === 'priority') {
        const id = typeof value === 'number' ? value : priorityNames[String(value).toLowerCase()];
        return id ? intl.formatMessage(issuePriority(id).label) : undefined;
      }
      if (typeof value === 'string' && names.has(value)) return names.get(value);
      return undefined;
    },
    [intl, names],
  );
}
