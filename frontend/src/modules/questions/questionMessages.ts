import { defineMessages } from 'react-intl';

/**
 * The words several of the questions area's screens show, defined once (issue 32), as
 * `commonMessages` does for every area.
 */
export const questionMessages = defineMessages({
  answer: { id: 'question.field.answer', defaultMessage: 'Answer' },
  asked: { id: 'page.newProjectQuestion.asked', defaultMessage: 'Question asked.' },
  body: { id: 'question.field.body', defaultMessage: 'Body' },
  title: { id: 'question.field.title', defaultMessage: 'Title' },
  titleRequired: { id: 'question.validation.titleRequired', defaultMessage: 'Enter a title.' },
  titleTooLong: { id: 'question.validation.titleTooLong', defaultMessage: 'Use at most 200 characters.' },
});
