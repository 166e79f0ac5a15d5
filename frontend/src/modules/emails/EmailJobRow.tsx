import { Badge, Text } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { formatDateTime, isoDateTime } from '@/modules/ui/formatDate';
import { ListBadgesCell, ListTextCell, ListTimeCell, ListTitleCell } from '@/modules/ui/list/ListCells';
import { ListCell, ListRow } from '@/modules/ui/list/ListTable';
import { emailJobPath, jobKind } from './emailPaths';
import { emailJobStatus } from './emailStatuses';
import { EmailStatusBadge } from './EmailStatusBadge';
import type { EmailJobRow_job$key } from './__generated__/EmailJobRow_job.graphql';

const messages = defineMessages({
  more: defineMessage<{ first: string; count: number }>({ id: 'email.job.list.moreRecipients', defaultMessage: '{first} and {count, number} more' }),
  recipients: defineMessage<{ count: number }>({ id: 'email.job.list.recipients', defaultMessage: '{count, plural, one {# recipient} other {# recipients}}' }),
  sent: defineMessage<{ accepted: number; recipients: number }>({ id: 'email.job.list.sent', defaultMessage: '{accepted, number} of {recipients, number} sent' }),
  none: { id: 'email.value.none', defaultMessage: '—' },
  sender: defineMessage<{ name: string; email: string }>({ id: 'email.job.sender', defaultMessage: '{name} <{email}>' }),
});

/** One row of a job list (a card on a phone). */
export function EmailJobRow({ job }: { job: EmailJobRow_job$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment EmailJobRow_job on EmailJob {
        id
        kind
        status
        subject
        senderName
        senderEmail
        targetEmails
        tagNames
        scheduledSendTime
        updatedAt
        report {
          recipients
          accepted
        }
      }
    `,
    job,
  );
  const kind = jobKind(data.kind) ?? 'SINGLE';
  const [first, ...others] = data.targetEmails;
  const none = intl.formatMessage(messages.none);
  let recipients: string;
  if (kind === 'SINGLE' && first) recipients = others.length ? intl.formatMessage(messages.more, { first, count: others.length }) : first;
  else if (data.report.recipients > 0) recipients = intl.formatMessage(messages.recipients, { count: data.report.recipients });
  else recipients = none;
  return (
    <ListRow data-testid="email-job-row">
      <ListTitleCell column="subject" path={emailJobPath(kind, data.id)} title={data.subject}>
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {intl.formatMessage(messages.sender, { name: data.senderName, email: data.senderEmail })}
        </Text>
      </ListTitleCell>
      <ListCell column="status">
        <EmailStatusBadge option={emailJobStatus(data.status)} data-testid="email-job-status" />
      </ListCell>
      <ListCell column="recipients">
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {recipients}
        </Text>
      </ListCell>
      <ListCell column="scheduledSendTime">
        {data.scheduledSendTime ? (
          <Text size="sm" component="time" dateTime={isoDateTime(data.scheduledSendTime)}>
            {formatDateTime(intl, data.scheduledSendTime)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {none}
          </Text>
        )}
      </ListCell>
      <ListTextCell column="progress" text={data.report.recipients > 0 ? intl.formatMessage(messages.sent, { accepted: data.report.accepted, recipients: data.report.recipients }) : none} />
      <ListBadgesCell column="tags">
        {data.tagNames.map((tag) => (
          <Badge key={tag} variant="outline" color="gray" tt="none">
            {tag}
          </Badge>
        ))}
      </ListBadgesCell>
      <ListTimeCell value={data.updatedAt} />
    </ListRow>
  );
}
