import { defineMessages } from 'react-intl';
import { segment, byId, type AreaModule } from '@/modules/areas/types';

import { questionStatuses } from './questionStatuses';

const messages = defineMessages({
  question: { id: 'demo.statusList.question', defaultMessage: 'Question' },
  count: { id: 'dependents.questions', defaultMessage: '{count, plural, one {# question} other {# questions}}' },
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
  counts: { questions: messages.count },
  statuses: [
    { key: 'question', title: messages.question, statuses: byId(questionStatuses) },
  ],
};
