import { defineMessages } from 'react-intl';
import type { ExportSpec } from '@/modules/export/exportTypes';
import { questionMessages } from './questionMessages';
import { questionStatuses } from './questionStatuses';

const messages = defineMessages({
  status: { id: 'question.filter.status', defaultMessage: 'Status' },
  asker: { id: 'question.export.asker', defaultMessage: 'Asked by' },
  askedAt: { id: 'question.sort.createdAt', defaultMessage: 'Asked' },
  answeredBy: { id: 'question.export.answeredBy', defaultMessage: 'Answered by' },
  answeredAt: { id: 'question.export.answeredAt', defaultMessage: 'Answered at' },
});

/**
 * The internal Q&A board as its export writes it (issue 35 §4): what each question's card shows
 * (title, status, who asked and when, the question, the answer, who answered and when), one row a
 * question, of the board's filter (internal questions, its keyword and statuses) and sort.
 */
export const internalQuestionExport: ExportSpec = {
  list: 'questions',
  columns: [
    { path: 'title', header: questionMessages.title },
    { path: 'statusId', header: messages.status, values: questionStatuses.map((status) => ({ id: status.id, label: status.label })) },
    { path: 'asker.name', header: messages.asker },
    { path: 'createdAt', header: messages.askedAt, kind: 'datetime' },
    { path: 'body', header: questionMessages.body },
    { path: 'answer', header: questionMessages.answer },
    { path: 'answeredBy.name', header: messages.answeredBy },
    { path: 'answeredAt', header: messages.answeredAt, kind: 'datetime' },
  ],
};
