import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ValueFormatter } from '@/modules/history/formatChange';
import { emailJobStatus, emailTemplateStatus } from './emailStatuses';

const messages = defineMessages({
  single: { id: 'email.job.kind.single', defaultMessage: 'Individual email' },
  batch: { id: 'email.job.kind.batch', defaultMessage: 'Batch email' },
});

/** The uuid inside a global id (base64url of `<Type>:<uuid>`), as history states record ids. */
function rawId(globalId: string): string | null {
  try {
    const text = atob(globalId.replace(/-/g, '+').replace(/_/g, '/'));
    return text.split(':')[1] ?? null;
  } catch {
    return null;
  }
}

export interface EmailNames {
  /** Names by global id (templates, tags…). */
  ids?: ReadonlyMap<string, string>;
  /** Deal stage labels by spec id (a batch job's conditions). */
  dealStatuses?: ReadonlyMap<number, string>;
}

/**
 * Names a template's or a job's values in its history and conflict view: statuses and kinds by
 * their translated label, deal stages by their label, and ids the page knows (the template, the
 * condition tags) by name.
 */
export function useEmailValueFormatter(entity: 'template' | 'job', names: EmailNames = {}): ValueFormatter {
  const intl = useIntl();
  const { ids, dealStatuses } = names;
  return useCallback<ValueFormatter>(
    (field, value) => {
      if (field === 'status' || field === 'statusId') {
        if (typeof value !== 'number' && typeof value !== 'string') return undefined;
        const key = typeof value === 'string' ? value.toLowerCase() : value;
        return intl.formatMessage(entity === 'template' ? emailTemplateStatus(key).label : emailJobStatus(key).label);
      }
      if (field === 'kind' && typeof value === 'string') {
        const kind = value.toLowerCase();
        if (kind === 'single' || kind === 'batch') return intl.formatMessage(messages[kind]);
      }
      if (field === 'dealStatusId' && typeof value === 'number') return dealStatuses?.get(value);
      if (typeof value === 'string' && ids) {
        for (const [id, name] of ids) if (id === value || rawId(id) === value) return name;
      }
      return undefined;
    },
    [intl, entity, ids, dealStatuses],
  );
}
