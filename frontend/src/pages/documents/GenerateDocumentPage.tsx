import { Stack } from '@mantine/core';
import { Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import { MissingRoom, RoomOrStart } from '@/modules/ai-pages/RoomSection';
import { StartOverButton } from '@/modules/ai-pages/StartOverButton';
import { useComposerStart } from '@/modules/ai-pages/useComposerStart';
import { useRoomRefresh } from '@/modules/ai-pages/useRoomRefresh';
import { useAiModelOptions, type AiModelOption } from '@/modules/ai/useAiModelOptions';
import { ChatComposer } from '@/modules/chats/ChatComposer';
import { GeneratedDocumentView } from '@/modules/chats/GeneratedDocumentView';
import { GenerationList } from '@/modules/chats/GenerationList';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { isAdmin } from '@/modules/members/isAdmin';
import { usePageData } from '@/modules/routing/usePageData';
import { commonMessages } from '@/modules/ui/commonMessages';
import { PageCrumbs } from '@/modules/ui/PageCrumbs';
import { PageHeader } from '@/modules/ui/PageHeader';
import { PageLoader } from '@/modules/ui/PageLoader';
import type { GenerateDocumentPageData } from './generateDocumentPageLoader';
import { GenerateDocumentPageQuery, GenerateDocumentRoomQuery } from './GenerateDocumentPageQuery';
import type { GenerateDocumentPageQuery as GenerateDocumentPageQueryType } from './__generated__/GenerateDocumentPageQuery.graphql';
import type { GenerateDocumentPageQueryRoomQuery } from './__generated__/GenerateDocumentPageQueryRoomQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.generateDocument.title', defaultMessage: 'Generate Document' },
  documents: { id: 'page.documents.title', defaultMessage: 'Documents' },
  intro: {
    id: 'page.generateDocument.intro',
    defaultMessage: 'Describe the document you need, choose an agent or a model, and attach documents it should build on. You can edit the draft before saving it.',
  },
  placeholder: { id: 'page.generateDocument.placeholder', defaultMessage: 'e.g. A one-page onboarding guide for new sales staff, based on the attached handbook' },
  generate: { id: 'page.generateDocument.generate', defaultMessage: 'Generate' },
  another: { id: 'page.generateDocument.another', defaultMessage: 'Generate another' },
  notFound: { id: 'page.generateDocument.notFound', defaultMessage: 'This generated document doesn’t exist or isn’t yours.' },
  failed: { id: 'page.generateDocument.failed', defaultMessage: 'The generated document could not be opened' },
});

/** Whether `retryChatAnswer` can name another model (`RetryChatAnswerInput.aiModelId`). */
const retryWithModel = true;

function RoomPane({ roomId, roomRef, models }: { roomId: string; roomRef: PreloadedQuery<GenerateDocumentPageQueryRoomQuery>; models: readonly AiModelOption[] }) {
  const intl = useIntl();
  const data = usePreloadedQuery<GenerateDocumentPageQueryRoomQuery>(GenerateDocumentRoomQuery, roomRef);
  const refresh = useRoomRefresh(GenerateDocumentRoomQuery, { id: roomId });
  const room = data.node?.GeneratedDocumentView_room;
  if (!room) return <MissingRoom message={intl.formatMessage(messages.notFound)} />;
  return <GeneratedDocumentView room={room} models={models} retryWithModel={retryWithModel} refresh={refresh} />;
}

/**
 * /documents/generate ('Generate Document'): a request to an agent or a model, with documents
 * for context; the draft streams in place (`?room=` keeps it across reloads), then is saved as
 * a draft document after editing, and the document opens.
 */
export function GenerateDocumentPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  usePageTitle(intl.formatMessage(messages.title));
  const { roomId, roomRef, data } = usePageData<GenerateDocumentPageQueryType, GenerateDocumentPageData>(GenerateDocumentPageQuery);
  const models = useAiModelOptions(data);
  const [onSend, inFlight] = useComposerStart('DOCUMENT', (room) => void navigate(`${to('/documents/generate')}?room=${encodeURIComponent(room)}`));
  return (
    <Stack gap="md" maw={1100}>
      <PageCrumbs links={[{ label: intl.formatMessage(messages.documents), to: to('/documents') }]} here={intl.formatMessage(messages.title)} />
      <PageHeader title={intl.formatMessage(messages.title)}>
        {roomId && <StartOverButton label={intl.formatMessage(messages.another)} to={to('/documents/generate')} />}
      </PageHeader>
      <RoomOrStart
        roomId={roomId}
        failed={intl.formatMessage(messages.failed)}
        room={roomId && roomRef && <RoomPane roomId={roomId} roomRef={roomRef} models={models} />}
        canAnswer={models.length > 0}
        canManage={isAdmin(data.profile.roles)}
        intro={intl.formatMessage(messages.intro)}
      >
        <ChatComposer
          query={data}
          models={models}
          withAgent
          large
          placeholder={intl.formatMessage(messages.placeholder)}
          sendLabel={intl.formatMessage(messages.generate)}
          inFlight={inFlight}
          onSend={onSend}
        />
      </RoomOrStart>
      {!roomId && (
        <Suspense fallback={<PageLoader label={intl.formatMessage(commonMessages.loading)} />}>
          <GenerationList />
        </Suspense>
      )}
    </Stack>
  );
}
