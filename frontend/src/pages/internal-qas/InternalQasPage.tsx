import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { internalQuestionExport } from '@/modules/questions/internalQuestionExport';
import { InternalQuestionList } from '@/modules/questions/InternalQuestionList';
import { QuestionAskForm } from '@/modules/questions/QuestionAskForm';
import { QuestionFilters } from '@/modules/questions/QuestionFilters';
import { questionMessages } from '@/modules/questions/questionMessages';
import { questionStatusIds } from '@/modules/questions/questionStatuses';
import { ListPageFrame } from '@/modules/routing/ListPageFrame';
import { usePageData } from '@/modules/routing/usePageData';
import { TrashLink } from '@/modules/trash/TrashLink';
import { PanelSection } from '@/modules/ui/PanelSection';
import type { InternalQasPageData } from './internalQasPageLoader';
import { InternalQasPageQuery } from './InternalQasPageQuery';
import type { InternalQasPageQuery as InternalQasPageQueryType } from './__generated__/InternalQasPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.internalQas.title', defaultMessage: 'Internal Q&A' },
  ask: { id: 'page.internalQas.ask', defaultMessage: 'Ask a question' },
});

/**
 * /internal-qas: the internal Q&A board (issue 13): ask on the page, search and filter by
 * status, open a question to read and answer it, close or reopen it; live via questionsChanged.
 */
export function InternalQasPage() {
  const intl = useIntl();
  const { filter, data, queryRef } = usePageData<InternalQasPageQueryType, InternalQasPageData>(InternalQasPageQuery);
  const title = intl.formatMessage(messages.title);
  return (
    <ListPageFrame title={title} exportList={{ spec: internalQuestionExport, variables: queryRef.variables, name: title }} savedView="internal-qas" actions={<TrashLink kind="Question" />}>
      <InternalQuestionList
        query={data}
        filter={filter}
        before={(connectionId) => (
          <>
            <PanelSection title={intl.formatMessage(messages.ask)}>
              <AskForm connectionId={connectionId} filter={filter} onAsked={() => notifications.show({ color: 'green', message: intl.formatMessage(questionMessages.asked) })} />
            </PanelSection>
            <QuestionFilters />
          </>
        )}
      />
    </ListPageFrame>
  );
}

function AskForm({ connectionId, filter, onAsked }: { connectionId: string; filter: InternalQasPageData['filter']; onAsked: () => void }) {
  // A new question is processing: it joins the list on screen only when the status filter shows
  // those (the keyword is left to the server's next load, since it also matches the body).
  const fits = !filter.statusIds?.length || filter.statusIds.includes(questionStatusIds.processing);
  const connectionIds = useMemo(() => (fits ? [connectionId] : []), [fits, connectionId]);
  return <QuestionAskForm scope="INTERNAL" connectionIds={connectionIds} onAsked={onAsked} />;
}
