import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { NotificationPageQuery } from './NotificationPageQuery';
import type { NotificationPageQuery as Query } from './__generated__/NotificationPageQuery.graphql';

/** /notifications/:notificationId: a notification mail's link (issue 35 §6). */
export function notificationPageLoader({ params }: LoaderFunctionArgs): { queryRef: PreloadedQuery<Query> } {
  return { queryRef: preload<Query>(NotificationPageQuery, { id: params.notificationId ?? '' }) };
}
