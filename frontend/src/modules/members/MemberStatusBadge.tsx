import { Badge } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  active: { id: 'member.status.active', defaultMessage: 'Active' },
  deactivated: { id: 'member.status.deactivated', defaultMessage: 'Deactivated' },
});

/** The statuses' names, also the export's (issue 35 §4: `memberExport`). */
export { messages as memberStatusMessages };

/** Active (green) or deactivated (grey). */
export function MemberStatusBadge({ active }: { active: boolean }) {
  const intl = useIntl();
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light">
      {intl.formatMessage(active ? messages.active : messages.deactivated)}
    </Badge>
  );
}
