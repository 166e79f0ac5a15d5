import { ActionIcon, Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLink, IconUnlink } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { errorMessage } from '@/modules/relay/errorMessages';
import { toTrashSearchParams } from '@/modules/trash/trashListParams';
import { SearchSelect } from '@/modules/ui/form/SearchSelect';
import { nodePath } from './nodePaths';
import { NodeStatusBadge } from './NodeStatusBadge';
import { useLinkPageRequirement } from './useLinkPageRequirement';
import { nodeOptions } from './treePicker';
import { useTreeNodeSearch } from './useTreeNodeSearch';
import { useUnlinkPageRequirement } from './useUnlinkPageRequirement';
import type { NodeLinks_node$key } from './__generated__/NodeLinks_node.graphql';

const messages = defineMessages({
  implements: { id: 'application.links.implements', defaultMessage: 'Implements requirements' },
  implementedBy: { id: 'application.links.implementedBy', defaultMessage: 'Implemented by pages' },
  none: { id: 'application.links.none', defaultMessage: 'No requirement linked yet.' },
  noPages: { id: 'application.links.noPages', defaultMessage: 'No page implements this requirement yet.' },
  pick: { id: 'application.links.pick', defaultMessage: 'Link a requirement' },
  pickPlaceholder: { id: 'application.links.pickPlaceholder', defaultMessage: 'Choose a requirement' },
  link: { id: 'application.links.link', defaultMessage: 'Link' },
  unlink: defineMessage<{ name: string }>({ id: 'application.links.unlink', defaultMessage: 'Unlink {name}' }),
  failed: { id: 'application.links.failed', defaultMessage: 'The link was not changed' },
  deletedName: defineMessage<{ name: string }>({ id: 'application.links.deletedName', defaultMessage: '{name} (deleted)' }),
  inTrash: defineMessage<{ entry: string }>({ id: 'application.links.inTrash', defaultMessage: 'In the trash as “{entry}”' }),
});

/**
 * Traceability on a node's page: a page's requirements (`linkedNodes`), linked from a picker of
 * the application's requirements and unlinked one by one, with the server's refusals shown
 * ('Assignment already exists'); a requirement's pages, read only (a link is made from the page).
 * What it links that is in the trash reads "(deleted)" and leads to the trash (issue 35).
 */
export function NodeLinks({ node }: { node: NodeLinks_node$key }) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment NodeLinks_node on ApplicationNode {
        id
        tree
        application {
          id
        }
        linkedNodes {
          id
          name
          tree
          statusId
        }
        deletedLinks {
          id
          name
          trashTitle
        }
      }
    `,
    node,
  );
  const isPage = data.tree === 'PAGES';
  // The requirements are searched on the server as one types (issue 33), each named by its path.
  const search = useTreeNodeSearch(data.application.id, 'REQUIREMENTS', { enabled: isPage });
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [link, linking] = useLinkPageRequirement();
  const [unlink, unlinking] = useUnlinkPageRequirement();
  const options = useMemo(() => nodeOptions(search.found), [search.found]);

  const onLink = () => {
    if (!choice) return;
    setError(null);
    link({
      variables: { input: { id: data.id, requirementId: choice } },
      onCompleted: () => setChoice(null),
      onError: (failure) => setError(errorMessage(intl, failure)),
    });
  };
  const onUnlink = (requirementId: string) => {
    setError(null);
    unlink({ variables: { input: { id: data.id, requirementId } }, onError: (failure) => setError(errorMessage(intl, failure)) });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={intl.formatMessage(isPage ? messages.implements : messages.implementedBy)} data-testid="node-links">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {intl.formatMessage(isPage ? messages.implements : messages.implementedBy)}
        </Title>
        {data.linkedNodes.length || data.deletedLinks.length ? (
          <Stack gap={4}>
            {data.linkedNodes.map((linked) => (
              <Group key={linked.id} gap="xs" wrap="nowrap" justify="space-between" data-testid="node-links-item" data-name={linked.name}>
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={to(nodePath(data.application.id, linked.tree, linked.id))} size="sm" style={{ wordBreak: 'break-word' }}>
                    {linked.name}
                  </Anchor>
                  <NodeStatusBadge statusId={linked.statusId} size="xs" />
                </Group>
                {isPage && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    loading={unlinking}
                    aria-label={intl.formatMessage(messages.unlink, { name: linked.name })}
                    onClick={() => onUnlink(linked.id)}
                  >
                    <IconUnlink size={14} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            ))}
            {/* Issue 35: a link to what is in the trash stays, marked deleted, and leads to its trash entry (its own, or its directory's). */}
            {data.deletedLinks.map((linked) => (
              <Group key={linked.id} gap="xs" wrap="nowrap" justify="space-between" data-testid="node-links-deleted" data-name={linked.name}>
                <Anchor
                  component={Link}
                  to={to(`/trash?${toTrashSearchParams({ keyword: linked.trashTitle, types: ['ApplicationNode'] }).toString()}`)}
                  size="sm"
                  c="dimmed"
                  title={intl.formatMessage(messages.inTrash, { entry: linked.trashTitle })}
                  style={{ wordBreak: 'break-word' }}
                >
                  {intl.formatMessage(messages.deletedName, { name: linked.name })}
                </Anchor>
                {isPage && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    loading={unlinking}
                    aria-label={intl.formatMessage(messages.unlink, { name: linked.name })}
                    onClick={() => onUnlink(linked.id)}
                  >
                    <IconUnlink size={14} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(isPage ? messages.none : messages.noPages)}
          </Text>
        )}
        {isPage && (
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <SearchSelect
              label={intl.formatMessage(messages.pick)}
              placeholder={intl.formatMessage(messages.pickPlaceholder)}
              data={options}
              value={choice}
              onChange={setChoice}
              clearable
              {...search.props}
              style={{ flex: 1 }}
            />
            <Button leftSection={<IconLink size={14} aria-hidden />} disabled={!choice} loading={linking} onClick={onLink}>
              {intl.formatMessage(messages.link)}
            </Button>
          </Group>
        )}
        {error && (
          <Alert color="red" title={intl.formatMessage(messages.failed)} role="alert" data-testid="node-links-error">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
