import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import { insertNode, removeNode } from '@/modules/ui/list/connectionUpdaters';
import { matchesTagKeyword } from './tagListParams';
import type { useTagsChangedSubscription as Subscription } from './__generated__/useTagsChangedSubscription.graphql';

const subscription = graphql`
  subscription useTagsChangedSubscription {
    tagsChanged {
      kind
      id
      tag {
        id
        name
        ...TagRow_tag
      }
    }
  }
`;

export interface LiveTagList {
  connectionId: string;
  keyword: string | undefined;
  refetch: () => void;
}

/**
 * Keeps the tag list live through the store: CREATED inserts the tag at the top (when it
 * matches the search), UPDATED changes the row in place (normalized store), DELETED removes its
 * edge. After a socket reconnect the connection is re-fetched.
 */
export function useTagsChangedSubscription(list: LiveTagList): void {
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  }, [list]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const change = store.getRootField('tagsChanged');
        if (!change) return;
        const { connectionId, keyword } = listRef.current;
        const kind = change.getValue('kind');
        if (kind === 'DELETED') {
          removeNode(store, connectionId, String(change.getValue('id')));
          return;
        }
        const tag = change.getLinkedRecord('tag');
        if (kind === 'CREATED' && tag && matchesTagKeyword(keyword, String(tag.getValue('name') ?? ''))) {
          insertNode(store, connectionId, tag.getDataID(), 'TagEdge');
        }
      },
      onError: (error) => console.warn('tagsChanged subscription ended', error),
    }),
    [],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => listRef.current.refetch()), []);
}
