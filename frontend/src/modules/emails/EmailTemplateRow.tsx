import { Anchor, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { formatDateTime, isoDateTime } from '@/modules/ui/formatDate';
import { ListCell, ListRow } from '@/modules/ui/list/ListTable';
import { emailTemplatePath } from './emailPaths';
import { emailTemplateStatus } from './emailStatuses';
import { EmailStatusBadge } from './EmailStatusBadge';
import type { EmailTemplateRow_template$key } from './__generated__/EmailTemplateRow_template.graphql';

/** One row of the template list (a card on a phone). */
export function EmailTemplateRow({ template }: { template: EmailTemplateRow_template$key }) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment EmailTemplateRow_template on EmailTemplate {
        id
        name
        subject
        status
        updatedAt
        author {
          id
          name
        }
      }
    `,
    template,
  );
  return (
    <ListRow data-testid="email-template-row">
      <ListCell column="name" primary>
        <Anchor component={Link} to={to(emailTemplatePath(data.id))} fw={500} style={{ wordBreak: 'break-word' }}>
          {data.name}
        </Anchor>
      </ListCell>
      <ListCell column="subject">
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {data.subject}
        </Text>
      </ListCell>
      <ListCell column="status">
        <EmailStatusBadge option={emailTemplateStatus(data.status)} data-testid="email-template-status" />
      </ListCell>
      <ListCell column="author">
        <Text size="sm">{data.author?.name ?? ''}</Text>
      </ListCell>
      <ListCell column="updatedAt">
        <Text size="sm" component="time" dateTime={isoDateTime(data.updatedAt)}>
          {formatDateTime(intl, data.updatedAt)}
        </Text>
      </ListCell>
    </ListRow>
  );
}
