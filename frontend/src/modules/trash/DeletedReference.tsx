import { Anchor, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { toTrashSearchParams } from './trashListParams';
import type { DeletedReference_reference$key } from './__generated__/DeletedReference_reference.graphql';

const messages = defineMessages({
  deleted: { id: 'trash.reference.deleted', defaultMessage: '(deleted)' },
  hint: { id: 'trash.reference.hint', defaultMessage: 'This item was deleted. Open it in the trash to restore it.' },
  hidden: { id: 'trash.reference.hidden', defaultMessage: 'This item was deleted.' },
});

/**
 * A reference whose item was deleted (issue 35): "(deleted)" for every reader, and for one who
 * sees the item's trash entry its name too, linked to that entry in the trash (found by its
 * kind and name), where it is restored. The server decides who sees what (`DeletedReference`).
 * `name` is what the referring item itself already tells of it (a workflow instance names the
 * template it started from), shown, unlinked, to a reader who does not see the trash entry.
 */
export function DeletedReference({ reference, name }: { reference: DeletedReference_reference$key; name?: string }) {
  const intl = useIntl();
  const to = useLocalePath();
  const { entry } = useFragment(
    graphql`
      fragment DeletedReference_reference on DeletedReference {
        entry {
          typeName
          title
        }
      }
    `,
    reference,
  );
  const deleted = intl.formatMessage(messages.deleted);
  if (!entry) {
    return (
      <Group gap={4} wrap="nowrap" title={intl.formatMessage(messages.hidden)} data-testid="deleted-reference">
        {name && <Text size="sm">{name}</Text>}
        <Text size="sm" c="dimmed" fs="italic">
          {deleted}
        </Text>
      </Group>
    );
  }
  const search = toTrashSearchParams({ keyword: entry.title, types: [entry.typeName] });
  return (
    <Group gap={4} wrap="nowrap" data-testid="deleted-reference">
      <IconTrash size={14} aria-hidden />
      <Anchor component={Link} to={to(`/trash?${search.toString()}`)} size="sm" c="dimmed" title={intl.formatMessage(messages.hint)} style={{ wordBreak: 'break-word' }}>
        {entry.title}
      </Anchor>
      <Text size="sm" c="dimmed" fs="italic">
        {deleted}
      </Text>
    </Group>
  );
}
