import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { searchParam } from '@/modules/routing/pageLoaders';
import { WorkflowFlowGeneratePageQuery, WorkflowFlowGenerateRoomQuery } from './WorkflowFlowGeneratePageQuery';
import type { WorkflowFlowGeneratePageQuery as Query } from './__generated__/WorkflowFlowGeneratePageQuery.graphql';
import type { WorkflowFlowGeneratePageQueryRoomQuery as RoomQuery } from './__generated__/WorkflowFlowGeneratePageQueryRoomQuery.graphql';

export interface WorkflowFlowGeneratePageData {
  id: string;
  roomId: string | null;
  queryRef: PreloadedQuery<Query>;
  /** The generation under way or done (`?room=`), so a reload finds it streaming. */
  roomRef: PreloadedQuery<RoomQuery> | null;
}

/** /workflow-instances/:instanceId/flow-generate */
export function workflowFlowGeneratePageLoader({ params, request }: LoaderFunctionArgs): WorkflowFlowGeneratePageData {
  const id = params.instanceId ?? '';
  const roomId = searchParam(request, 'room');
  return {
    id,
    roomId,
    queryRef: preload<Query>(WorkflowFlowGeneratePageQuery, { id }, 'workflowFlowGeneratePage'),
    roomRef: roomId ? preload<RoomQuery>(WorkflowFlowGenerateRoomQuery, { roomId }, 'workflowFlowGenerateRoom') : null,
  };
}
