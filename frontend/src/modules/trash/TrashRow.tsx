import { Button, Group, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { entityKind } from '@/modules/areas';
import { commonMessages } from '@/modules/ui/commonMessages';
import { MemberLink } from '@/modules/ui/MemberLink';
import { ListTimeCell } from '@/modules/ui/list/ListCells';
import { ListCell, ListRow } from '@/modules/ui/list/ListTable';
import { useNodeRestorer } from './useNodeRestorer';
import type { TrashRow_item$key } from './__generated__/TrashRow_item.graphql';

const messages = defineMessages({
  system: { id: 'trash.row.system', defaultMessage: 'System' },
  restoreNamed: defineMessage<{ name: string }>({ id: 'trash.row.restoreNamed', defaultMessage: 'Restore {name}' }),
});

/**
 * One deleted entity (a card on a phone): what it was called, its kind in the area's words, who
 * deleted it and when, and Restore. The title is no link: the entity has no page while deleted;
 * the notice after Restore links to it. The columns are TrashList's.
 */
export function TrashRow({ item }: { item: TrashRow_item$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment TrashRow_item on TrashItem {
        id
        entityId
        typeName
        title
        deletedAt
        deletedBy {
          id
          name
        }
      }
    `,
    item,
  );
  const restore = useNodeRestorer();
  const [restoring, setRestoring] = useState(false);
  const kind = entityKind(data.typeName);
  const onRestore = () => {
    setRestoring(true);
    restore({ id: data.entityId, name: data.title }, { settled: () => setRestoring(false) });
  };
  return (
    <ListRow data-testid="trash-row">
      <ListCell column="title" primary>
        <Text size="sm" fw={500} style={{ wordBreak: 'break-word' }}>
          {data.title}
        </Text>
      </ListCell>
      <ListCell column="kind">
        <Group gap={6} wrap="nowrap">
          {kind.icon && <kind.icon size={16} aria-hidden />}
          <Text size="sm">{kind.label ? intl.formatMessage(kind.label) : data.typeName}</Text>
        </Group>
      </ListCell>
      <ListCell column="deletedBy">{data.deletedBy ? <MemberLink member={data.deletedBy} /> : <Text size="sm">{intl.formatMessage(messages.system)}</Text>}</ListCell>
      <ListTimeCell column="deletedAt" value={data.deletedAt} />
      <ListCell column="actions">
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconRestore size={14} aria-hidden />}
          aria-label={intl.formatMessage(messages.restoreNamed, { name: data.title })}
          loading={restoring}
          onClick={onRestore}
          data-testid="trash-restore"
        >
          {intl.formatMessage(commonMessages.restore)}
        </Button>
      </ListCell>
    </ListRow>
  );
}
