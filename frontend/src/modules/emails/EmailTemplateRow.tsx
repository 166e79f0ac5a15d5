import { Text } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { ListTextCell, ListTimeCell, ListTitleCell } from '@/modules/ui/list/ListCells';
import { ListCell, ListRow } from '@/modules/ui/list/ListTable';
import { emailTemplatePath } from './emailPaths';
import { emailTemplateStatus } from './emailStatuses';
import { EmailStatusBadge } from './EmailStatusBadge';
import type { EmailTemplateRow_template$key } from './__generated__/EmailTemplateRow_template.graphql';

/** One row of the template list (a card on a phone). */
export function EmailTemplateRow({ template }: { template: EmailTemplateRow_template$key }) {
  const data = useFragment(
    graphql`
      fragment EmailTemplateRow_template on EmailTemplate {
        id
        # The version it is shown at: a delete in bulk sends it, so one changed since is refused as stale (issue 35 §2).
        version
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
    <ListRow data-testid="email-template-row" item={{ id: data.id, title: data.name }}>
      <ListTitleCell column="name" path={emailTemplatePath(data.id)} title={data.name} />
      <ListCell column="subject">
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {data.subject}
        </Text>
      </ListCell>
      <ListCell column="status">
        <EmailStatusBadge option={emailTemplateStatus(data.status)} data-testid="email-template-status" />
      </ListCell>
      <ListTextCell column="author" text={data.author?.name ?? ''} />
      <ListTimeCell value={data.updatedAt} />
    </ListRow>
  );
}
