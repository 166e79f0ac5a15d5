import { defineMessages } from 'react-intl';
import { segment, byId, type AreaModule } from '@/modules/areas/types';
import { bulkDelete } from '@/modules/bulk/bulkFields';

import { questionStatuses } from './questionStatuses';

const messages = defineMessages({
  question: { id: 'demo.statusList.question', defaultMessage: 'Question' },
  count: { id: 'dependents.questions', defaultMessage: '{count, plural, one {# question} other {# questions}}' },
  kind: { id: 'question.kind', defaultMessage: 'Question' },
  trash: { id: 'question.trash', defaultMessage: 'Deleted questions' },
});

export const area: AreaModule = {
  name: 'questions',
  pages: {
    // A project's or organization's questions are listed on its project; internal ones on
    // the Q&A board.
    Question: (_id, ref) => {
      if (ref?.scope !== 'INTERNAL' && ref?.project?.id) return `/projects/${segment(ref.project.id)}`;
      return ref?.scope === 'INTERNAL' ? '/internal-qas' : null;
    },
  },
  labels: { Question: messages.kind },
  trash: { Question: messages.trash },
  counts: { questions: messages.count },
  bulk: { Question: { delete: bulkDelete } },
  statuses: [
    { key: 'question', title: messages.question, statuses: byId(questionStatuses) },
  ],
};
