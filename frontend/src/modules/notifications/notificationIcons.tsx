import {
  IconAt,
  IconBell,
  IconChecklist,
  IconCircleCheck,
  IconCircleX,
  IconMailCheck,
  IconMailExclamation,
  IconMessageCheck,
  IconSignature,
  IconTicket,
  type Icon,
} from '@tabler/icons-react';

/** An icon and a colour per kind of notification. */
const icons: Readonly<Record<string, { icon: Icon; color: string }>> = {
  TASK_ASSIGNED: { icon: IconChecklist, color: 'blue' },
  ISSUE_ASSIGNED: { icon: IconTicket, color: 'grape' },
  MENTIONED: { icon: IconAt, color: 'cyan' },
  APPROVAL_REQUESTED: { icon: IconSignature, color: 'orange' },
  APPROVAL_APPROVED: { icon: IconCircleCheck, color: 'teal' },
  APPROVAL_REJECTED: { icon: IconCircleX, color: 'red' },
  QUESTION_ANSWERED: { icon: IconMessageCheck, color: 'green' },
  EMAIL_JOB_COMPLETED: { icon: IconMailCheck, color: 'teal' },
  EMAIL_JOB_FAILED: { icon: IconMailExclamation, color: 'red' },
};

export function notificationIcon(kind: string): { icon: Icon; color: string } {
  return icons[kind] ?? { icon: IconBell, color: 'gray' };
}
