import type { ValueFormatter } from '@/modules/history/formatChange';
import { useStatusValueFormatter, type StatusField } from '@/modules/ui/useStatusValueFormatter';
import { questionStatus, questionStatuses } from './questionStatuses';

const statusFields: readonly StatusField[] = [{ fields: ['statusId', 'status'], table: questionStatuses, find: questionStatus }];

/** Names a question's status values (ids or enum names) in history and conflicts. */
export function useQuestionValueFormatter(): ValueFormatter {
  return useStatusValueFormatter(statusFields);
}
