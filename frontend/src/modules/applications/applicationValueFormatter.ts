import { useCallback } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { ValueFormatter } from '@/modules/history/formatChange';
import { applicationStatus, nodeStatus } from './applicationStatuses';

const messages = defineMessages({
  directory: { id: 'application.node.kind.directory', defaultMessage: 'Directory' },
  leaf: { id: 'application.node.kind.leaf', defaultMessage: 'Leaf' },
  pages: { id: 'application.tree.pages', defaultMessage: 'Pages' },
  requirements: { id: 'application.tree.requirements', defaultMessage: 'Requirements' },
  last: { id: 'application.position.last', defaultMessage: 'Last' },
  place: defineMessage<{ place: number }>({ id: 'application.position.place', defaultMessage: 'No. {place, number}' }),
});

/** What the server takes as "last among the siblings" (a create without a position records it). */
const lastPosition = 100_000;

const words: Readonly<Record<string, 'directory' | 'leaf' | 'pages' | 'requirements'>> = {
  directory: 'directory',
  leaf: 'leaf',
  pages: 'pages',
  requirements: 'requirements',
};

/** The uuid inside a global id (base64url of `<Type>:<uuid>`), as history states record ids. */
export function rawId(globalId: string): string | null {
  try {
    const text = atob(globalId.replace(/-/g, '+').replace(/_/g, '/'));
    return text.split(':')[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * Names an application's or a page's/requirement's values in its history and conflict view:
 * statuses, kinds and trees by their translated label, places counted from 1, and ids the page knows (requirements,
 * directories) by name; `names` is keyed by global id.
 */
export function useApplicationValueFormatter(entity: 'application' | 'node' = 'application', names?: ReadonlyMap<string, string>): ValueFormatter {
  const intl = useIntl();
  return useCallback<ValueFormatter>(
    (field, value) => {
      if (field === 'statusId' || field === 'status') {
        if (typeof value !== 'number' && typeof value !== 'string') return undefined;
        const status = entity === 'application' ? applicationStatus(value) : nodeStatus(value);
        return intl.formatMessage(status.label);
      }
      // Places are 0-based on the server; people count from 1.
      if (field === 'position' && typeof value === 'number') {
        return value >= lastPosition ? intl.formatMessage(messages.last) : intl.formatMessage(messages.place, { place: value + 1 });
      }
      if ((field === 'kind' || field === 'tree') && typeof value === 'string' && words[value]) return intl.formatMessage(messages[words[value]]);
      if (typeof value === 'string' && names) {
        for (const [id, name] of names) if (id === value || rawId(id) === value) return name;
      }
      return undefined;
    },
    [intl, entity, names],
  );
}
