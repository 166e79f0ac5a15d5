import { Anchor, Text } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { formatDateTime, isoDateTime } from '@/modules/ui/formatDate';
import { ListCell, ListRow } from '@/modules/ui/list/ListTable';
import { emailEventPath, type EmailJobKind } from './emailPaths';
import { emailEventType } from './emailStatuses';
import { EmailStatusBadge } from './EmailStatusBadge';
import type { EmailEventRow_event$key } from './__generated__/EmailEventRow_event.graphql';

const messages = defineMessages({
  none: { id: 'email.value.none', defaultMessage: '—' },
});

interface Props {
  event: EmailEventRow_event$key;
  kind: EmailJobKind;
  jobId: string;
}

/** One event of a report (a card on a phone), linking to its details page (`report/:reportId`). */
export function EmailEventRow({ event, kind, jobId }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment EmailEventRow_event on EmailEvent {
        id
        type
        recipient
        occurredAt
        source
        url
        reason
      }
    `,
    event,
  );
  const detail = data.url ?? data.reason;
  return (
    <ListRow data-testid="email-event-row">
      <ListCell column="occurredAt" primary>
        <Anchor component={Link} to={to(emailEventPath(kind, jobId, data.id))} size="sm" fw={500} data-testid="email-event-link">
          <time dateTime={isoDateTime(data.occurredAt)}>{formatDateTime(intl, data.occurredAt)}</time>
        </Anchor>
      </ListCell>
      <ListCell column="type">
        <EmailStatusBadge option={emailEventType(data.type)} data-testid="email-event-type" />
      </ListCell>
      <ListCell column="recipient">
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {data.recipient}
        </Text>
      </ListCell>
      <ListCell column="source">
        <Text size="sm">{data.source}</Text>
      </ListCell>
      <ListCell column="detail">
        <Text size="sm" c={detail ? undefined : 'dimmed'} lineClamp={2} style={{ wordBreak: 'break-all' }}>
          {detail ?? intl.formatMessage(messages.none)}
        </Text>
      </ListCell>
    </ListRow>
  );
}
