import { ActionIcon, ColorSwatch, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { DeleteButton } from '@/modules/trash/DeleteButton';
import { ListTimeCell } from '@/modules/ui/list/ListCells';
import { ListCell, ListRow } from '@/modules/ui/list/ListTable';
import { TagBadge } from './TagBadge';
import { isTagColor, tagColorLabel } from './tagColors';
import { TagEditModal } from './TagEditModal';
import type { TagRow_tag$key } from './__generated__/TagRow_tag.graphql';

const messages = defineMessages({
  edit: defineMessage<{ name: string }>({ id: 'tag.row.edit', defaultMessage: 'Edit tag {name}' }),
});

interface Props {
  tag: TagRow_tag$key;
  /** The list's connection. Unused since a deletion leaves every list through the store (issue 35, `leaveEveryList`); TagList still passes it. */
  connectionId: string;
}

/** One tag (a card on a phone): badge, colour, last change, and the admin's edit and delete. */
export function TagRow({ tag }: Props) {
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
  const colorName = intl.formatMessage(tagColorLabel(data.color));
  return (
    <ListRow data-testid="tag-row" item={{ id: data.id, title: data.name }}>
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
          {/* To the trash with Undo (issue 35); items that carry it show it again once it is restored. */}
          <DeleteButton id={data.id} name={data.name} size="xs" />
        </Group>
        {editing && <TagEditModal tag={{ id: data.id, name: data.name, color: data.color, version: data.version }} onClose={() => setEditing(false)} />}
      </ListCell>
    </ListRow>
  );
}
