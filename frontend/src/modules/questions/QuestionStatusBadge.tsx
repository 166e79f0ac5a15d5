import { TonedStatusBadge } from '@/modules/ui/TonedStatusBadge';
import { questionStatus } from './questionStatuses';

/** Translated, coloured question status badge. */
export function QuestionStatusBadge({ statusId }: { statusId: number }) {
  return <TonedStatusBadge status={questionStatus(statusId)} data-status-id={statusId} data-testid="question-status" />;
}
