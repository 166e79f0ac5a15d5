import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { searchParam } from '@/modules/routing/pageLoaders';
import { GenerateDocumentPageQuery, GenerateDocumentRoomQuery } from './GenerateDocumentPageQuery';
import type { GenerateDocumentPageQuery as Query } from './__generated__/GenerateDocumentPageQuery.graphql';
import type { GenerateDocumentPageQueryRoomQuery as RoomQuery } from './__generated__/GenerateDocumentPageQueryRoomQuery.graphql';

export interface GenerateDocumentPageData {
  roomId: string | null;
  queryRef: PreloadedQuery<Query>;
  /** The generation under way or done (`?room=`), so a reload finds it streaming. */
  roomRef: PreloadedQuery<RoomQuery> | null;
}

/** /documents/generate */
export function generateDocumentPageLoader({ request }: LoaderFunctionArgs): GenerateDocumentPageData {
  const roomId = searchParam(request, 'room');
  return {
    roomId,
    queryRef: preload<Query>(GenerateDocumentPageQuery, {}, 'generateDocumentPage'),
    roomRef: roomId ? preload<RoomQuery>(GenerateDocumentRoomQuery, { id: roomId }, 'generateDocumentRoom') : null,
  };
}
