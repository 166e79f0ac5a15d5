import { Alert, Button, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '@/modules/relay/errorMessages';
import { DialogActions } from '@/modules/ui/ConfirmDialog';
import { FormDialog } from '@/modules/ui/form/FormDialog';
import { PageLoader } from '@/modules/ui/PageLoader';
import { optionLimit, SearchSelect } from '@/modules/ui/form/SearchSelect';
import type { TreeName } from './treeLists';
import type { MoveTarget, TreeSpot } from './treeMoves';
import { useTreeOutline } from './useTreeOutline';
import { applicationMessages } from './applicationMessages';

const messages = defineMessages({
  title: defineMessage<{ name: string }>({ id: 'application.move.title', defaultMessage: 'Move “{name}”' }),
  directory: { id: 'application.move.directory', defaultMessage: 'Directory' },
  position: { id: 'application.move.position', defaultMessage: 'Position' },
  first: { id: 'application.move.first', defaultMessage: 'First' },
  after: defineMessage<{ name: string }>({ id: 'application.move.after', defaultMessage: 'After “{name}”' }),
  submit: { id: 'application.move.submit', defaultMessage: 'Move' },
  loading: { id: 'application.move.loading', defaultMessage: 'Loading the tree…' },
  failed: { id: 'application.move.failed', defaultMessage: 'The tree could not be loaded' },
  retry: { id: 'application.move.retry', defaultMessage: 'Try again' },
  hint: { id: 'application.move.hint', defaultMessage: 'A directory moves with everything inside it.' },
});

const top = '';

interface Props {
  applicationId: string;
  tree: TreeName;
  node: TreeSpot & { name: string };
  onClose: () => void;
  onMove: (target: MoveTarget) => void;
}

/**
 * "Move to…": the keyboard's (and anyone's) way to what drag and drop does — choose a directory
 * of the same tree (or the top level) and a place among its children. The node's own subtree is
 * not offered (the server refuses it: 'A directory cannot move into its own subtree').
 */
export function MoveNodeModal({ applicationId, tree, node, onClose, onMove }: Props) {
  const intl = useIntl();
  const { entries, error, reload } = useTreeOutline(applicationId, tree);
  const [parent, setParent] = useState<string>(node.parentId ?? top);
  const [position, setPosition] = useState<string | null>(null);

  const directories = useMemo(
    () =>
      (entries ?? [])
        .filter((entry) => entry.kind === 'DIRECTORY' && entry.id !== node.nodeId && !entry.ancestors.includes(node.nodeId))
        .map((entry) => ({ value: entry.id, label: `${'\u00a0\u00a0\u00a0'.repeat(entry.depth)}${entry.name}` })),
    [entries, node.nodeId],
  );
  // The new siblings, without the node itself: the server counts positions that way.
  const siblings = useMemo(
    () => (entries ?? []).filter((entry) => (entry.parentId ?? top) === parent && entry.id !== node.nodeId),
    [entries, parent, node.nodeId],
  );
  const places = [
    { value: '0', label: intl.formatMessage(messages.first) },
    ...siblings.map((sibling, index) => ({ value: String(index + 1), label: intl.formatMessage(messages.after, { name: sibling.name }) })),
  ];
  const samePlace = (node.parentId ?? top) === parent;
  const chosen = position ?? String(samePlace ? node.index : siblings.length);
  const unchanged = samePlace && Number(chosen) === node.index;

  return (
    <FormDialog title={intl.formatMessage(messages.title, { name: node.name })} onClose={onClose}>
      {error ? (
        <Alert color="red" title={intl.formatMessage(messages.failed)} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(intl, error)}</Text>
            <Button size="xs" variant="light" onClick={reload}>
              {intl.formatMessage(messages.retry)}
            </Button>
          </Stack>
        </Alert>
      ) : !entries ? (
        <PageLoader label={intl.formatMessage(messages.loading)} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!unchanged) onMove({ parentId: parent === top ? null : parent, position: Number(chosen) });
          }}
          data-testid="move-node-form"
        >
          <Stack gap="md">
            <SearchSelect
              label={intl.formatMessage(messages.directory)}
              data={[{ value: top, label: intl.formatMessage(applicationMessages.topLevel) }, ...directories]}
              value={parent}
              allowDeselect={false}
              onChange={(value) => {
                setParent(value ?? top);
                setPosition(null);
              }}
              data-autofocus
            />
            {/* Among thousands of siblings the list shows the first ones and typing finds the others. */}
            <Select
              label={intl.formatMessage(messages.position)}
              data={places}
              value={chosen}
              allowDeselect={false}
              onChange={(value) => setPosition(value)}
              searchable={places.length > optionLimit}
              limit={optionLimit}
            />
            <Text size="xs" c="dimmed">
              {intl.formatMessage(messages.hint)}
            </Text>
            <DialogActions onCancel={onClose} confirm={{ label: intl.formatMessage(messages.submit), loading: false, disabled: unchanged, submit: true }} />
          </Stack>
        </form>
      )}
    </FormDialog>
  );
}
