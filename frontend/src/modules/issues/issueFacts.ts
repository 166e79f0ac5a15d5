import type { RecordProxy } from 'relay-runtime';
import type { IssueFacts } from './issueListParams';

function ids(record: RecordProxy, field: string): string[] {
  return (record.getLinkedRecords(field) ?? []).flatMap((linked) => (linked ? [linked.getDataID()] : []));
}

/** What the store holds about an issue, to check it against a filter (a live notice's issue). */
export function issueFactsOf(issue: RecordProxy): IssueFacts {
  return {
    title: String(issue.getValue('title') ?? ''),
    statusId: issue.getLinkedRecord('status')?.getDataID() ?? null,
    priorityId: Number(issue.getValue('priorityId')),
    categoryIds: ids(issue, 'categories'),
    projectId: issue.getLinkedRecord('project')?.getDataID() ?? null,
    assigneeIds: ids(issue, 'assignees'),
    reporterId: issue.getLinkedRecord('reporter')?.getDataID() ?? null,
    tagIds: ids(issue, 'tags'),
  };
}
