import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '@/lang/en.json';
import ja from '@/lang/ja.json';
import { localePath } from '@/modules/i18n/localePath';
import { subjectPath } from './notificationPath';
import { notificationSentence, type NotificationKind } from './notificationText';

const english = createIntl({ locale: 'en', messages: en });
const japanese = createIntl({ locale: 'ja', messages: ja });

const sentences: [NotificationKind, string, string][] = [
  ['TASK_ASSIGNED', 'Aiko Sato assigned you a task: Ship it', '佐藤 愛子 さんがあなたにタスクを割り当てました: Ship it'],
  ['ISSUE_ASSIGNED', 'Aiko Sato assigned you an issue: Ship it', '佐藤 愛子 さんがあなたに課題を割り当てました: Ship it'],
  ['MENTIONED', 'Aiko Sato mentioned you in Ship it', '佐藤 愛子 さんが「Ship it」であなたをメンションしました'],
  ['APPROVAL_REQUESTED', 'Your approval is requested: Ship it', 'あなたの承認が求められています: Ship it'],
  ['APPROVAL_APPROVED', 'Aiko Sato approved your document in Ship it', '佐藤 愛子 さんが「Ship it」のあなたの文書を承認しました'],
  ['APPROVAL_REJECTED', 'Aiko Sato rejected your document in Ship it', '佐藤 愛子 さんが「Ship it」のあなたの文書を差し戻しました'],
  ['QUESTION_ANSWERED', 'Your question was answered: Ship it', 'あなたの質問に回答がありました: Ship it'],
  ['EMAIL_JOB_COMPLETED', 'Email job completed: Ship it', 'メールジョブが完了しました: Ship it'],
  ['EMAIL_JOB_FAILED', 'Email job finished with failures: Ship it', 'メールジョブが失敗ありで終了しました: Ship it'],
];

describe('the sentence of a notification', () => {
  it.each(sentences)('reads %s in English', (kind, sentence) => {
    expect(notificationSentence(english, kind, 'Aiko Sato', 'Ship it')).toBe(sentence);
  });

  it.each(sentences)('reads %s in Japanese', (kind, _english, sentence) => {
    expect(notificationSentence(japanese, kind, '佐藤 愛子', 'Ship it')).toBe(sentence);
  });

  it('names the system when nobody caused it', () => {
    expect(notificationSentence(english, 'TASK_ASSIGNED', null, 'Ship it')).toBe('System assigned you a task: Ship it');
    expect(notificationSentence(japanese, 'TASK_ASSIGNED', null, 'Ship it')).toBe('システムがあなたにタスクを割り当てました: Ship it');
  });

  it('falls back to a neutral sentence for a kind this client does not know', () => {
    expect(notificationSentence(english, 'SOMETHING_NEW', 'Aiko Sato', 'Ship it')).toBe('Something changed: Ship it');
    expect(notificationSentence(japanese, 'SOMETHING_NEW', '佐藤 愛子', 'Ship it')).toBe('更新がありました: Ship it');
  });
});

describe('the page of a notification subject', () => {
  const routes: [string, Parameters<typeof subjectPath>[0], string | null][] = [
    ['a task', { __typename: 'Task', id: 'VGFzazox' }, '/tasks/VGFzazox'],
    ['an issue', { __typename: 'Issue', id: 'SXNzdWU6Mg==' }, '/issues/SXNzdWU6Mg%3D%3D'],
    ['a workflow instance', { __typename: 'WorkflowInstance', id: 'V0k6Mw==' }, '/workflow-instances/V0k6Mw%3D%3D'],
    ['a project question', { __typename: 'Question', id: 'UTo0', scope: 'PROJECT', project: { id: 'UHJvajo1' } }, '/projects/UHJvajo1'],
    ['an organization question', { __typename: 'Question', id: 'UTo0', scope: 'ORGANIZATION', project: { id: 'UHJvajo1' } }, '/projects/UHJvajo1'],
    ['an internal question', { __typename: 'Question', id: 'UTo0', scope: 'INTERNAL', project: null }, '/internal-qas'],
    ['a question of a project the reader may not read', { __typename: 'Question', id: 'UTo0', scope: 'PROJECT', project: null }, null],
    ['a single email job', { __typename: 'EmailJob', id: 'Sm9iOjY=', kind: 'SINGLE' }, '/email-jobs/Sm9iOjY%3D'],
    ['a batch email job', { __typename: 'EmailJob', id: 'Sm9iOjY=', kind: 'BATCH' }, '/batch-email-jobs/Sm9iOjY%3D'],
    ['a type without a page', { __typename: 'Role', id: 'Um9sZTox' }, null],
  ];

  it.each(routes)('opens %s', (_name, subject, path) => {
    expect(subjectPath(subject)).toBe(path);
  });

  it('opens nothing for a subject the reader may no longer read', () => {
    expect(subjectPath(null)).toBeNull();
  });

  it('keeps the Japanese prefix', () => {
    expect(localePath('ja', subjectPath({ __typename: 'Task', id: 'VGFzazox' }) ?? '')).toBe('/ja/tasks/VGFzazox');
    expect(localePath('ja', subjectPath({ __typename: 'EmailJob', id: 'Sm9iOjY=', kind: 'BATCH' }) ?? '')).toBe('/ja/batch-email-jobs/Sm9iOjY%3D');
    expect(localePath('en', subjectPath({ __typename: 'Issue', id: 'SXNzdWU6Mg==' }) ?? '')).toBe('/issues/SXNzdWU6Mg%3D%3D');
  });
});
