import { ActionIcon, ColorSwatch, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { ListTimeCell } from '@/modules/ui/list/ListCells';
import { ListCell, ListRow } from '@/modules/ui/list/ListTable';
import { TagBadge } from './TagBadge';
import { isTagColor, tagColorLabel } from './tagColors';
import { TagDeleteModal } from './TagDeleteModal';
import { TagEditModal } from './TagEditModal';
import type { TagRow_tag$key } from './__generated__/TagRow_tag.graphql';

const messages = defineMessages({
  edit: defineMessage<{ name: string }>({ id: 'tag.row.edit', defaultMessage: 'Edit tag {name}' }),
  remove: defineMessage<{ name: string }>({ id: 'tag.row.delete', defaultMessage: 'Delete tag {name}' }),
});

interface Props {
  tag: TagRow_tag$key;
  connectionId: string;
}

/** One tag (a card on a phone): badge, colour, last change, and the admin's edit and delete. */
export function TagRow({ tag, connectionId }: Props) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment TagRow_tag on Tag {
        id
        name
        color
        version
        updatedAt
      }
    `,
    tag,
  );
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const colorName = intl.formatMessage(tagColorLabel(data.color));
  return (
    <ListRow data-testid="tag-row">
      <ListCell column="name" primary>
        <TagBadge name={data.name} color={data.color} />
      </ListCell>
      <ListCell column="color">
        <Group gap={6} wrap="nowrap">
          <ColorSwatch color={`var(--mantine-color-${isTagColor(data.color) ? data.color : 'gray'}-filled)`} size={14} aria-hidden />
          <Text size="sm">{colorName}</Text>
        </Group>
      </ListCell>
      <ListTimeCell value={data.updatedAt} />
      <ListCell column="actions">
        <Group gap={4} wrap="nowrap">
          <Tooltip label={intl.formatMessage(messages.edit, { name: data.name })}>
            <ActionIcon
              variant="subtle"
              aria-label={intl.formatMessage(messages.edit, { name: data.name })}
              onClick={() => setEditing(true)}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={intl.formatMessage(messages.remove, { name: data.name })}>
            <ActionIcon variant="subtle" color="red" aria-label={intl.formatMessage(messages.remove, { name: data.name })} onClick={() => setDeleting(true)}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        {editing && <TagEditModal tag={{ id: data.id, name: data.name, color: data.color, version: data.version }} onClose={() => setEditing(false)} />}
        {deleting && <TagDeleteModal tag={{ id: data.id, name: data.name }} connectionId={connectionId} onClose={() => setDeleting(false)} />}
      </ListCell>
    </ListRow>
  );
}
