import { Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { DialogActions } from '@/modules/ui/ConfirmDialog';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { FormDialog } from '@/modules/ui/form/FormDialog';
import { optionLimit, SearchSelect } from '@/modules/ui/form/SearchSelect';
import type { TreeName } from './treeLists';
import type { MoveTarget, TreeSpot } from './treeMoves';
import { canMoveInto, nodeOptions, type PickedNode } from './treePicker';
import { useTreeNodeSearch } from './useTreeNodeSearch';
import { useTreeSiblings } from './useTreeSiblings';
import { applicationMessages } from './applicationMessages';

const messages = defineMessages({
  title: defineMessage<{ name: string }>({ id: 'application.move.title', defaultMessage: 'Move “{name}”' }),
  directory: { id: 'application.move.directory', defaultMessage: 'Directory' },
  position: { id: 'application.move.position', defaultMessage: 'Position' },
  first: { id: 'application.move.first', defaultMessage: 'First' },
  last: { id: 'application.move.last', defaultMessage: 'Last' },
  current: { id: 'application.move.current', defaultMessage: 'Where it is now' },
  after: defineMessage<{ name: string }>({ id: 'application.move.after', defaultMessage: 'After “{name}”' }),
  submit: { id: 'application.move.submit', defaultMessage: 'Move' },
  loading: { id: 'application.move.loadingPlaces', defaultMessage: 'Loading the directory…' },
  failed: { id: 'application.move.failedPlaces', defaultMessage: 'The directory could not be loaded' },
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
 * of the same tree (or the top level) and a place among its children. Directories are searched on
 * the server as one types, each named by its path (issue 33); the node itself and its own subtree
 * are not offered (the server refuses it: 'A directory cannot move into its own subtree'). The
 * places are the chosen directory's first hundred children, then "Last".
 */
export function MoveNodeModal({ applicationId, tree, node, onClose, onMove }: Props) {
  const intl = useIntl();
  const search = useTreeNodeSearch(applicationId, tree, { kind: 'DIRECTORY' });
  const [parent, setParent] = useState<string>(node.parentId ?? top);
  const [position, setPosition] = useState<string | null>(null);
  const chosen = search.found.find((found) => found.id === parent);
  const siblings = useTreeSiblings(applicationId, tree, parent === top ? null : parent, chosen?.childCount);
  // The directory the node is in stays named, found by the search or not.
  const [current, setCurrent] = useState<PickedNode | null>(null);
  if (!current && siblings.parent?.id === node.parentId && siblings.parent?.name !== undefined && siblings.parent.path) {
    setCurrent({ id: siblings.parent.id, name: siblings.parent.name, path: siblings.parent.path });
  }

  const directories = useMemo(
    () => nodeOptions(search.found.filter((found) => canMoveInto(found, node.nodeId)), current ? [current] : []),
    [search.found, current, node.nodeId],
  );
  const samePlace = (node.parentId ?? top) === parent;
  // The new siblings, without the node itself: the server counts positions that way.
  const others = (siblings.nodes ?? []).filter((sibling) => sibling.id !== node.nodeId);
  const count = Math.max(0, siblings.total - (samePlace ? 1 : 0));
  const places = [
    { value: '0', label: intl.formatMessage(messages.first) },
    ...others.map((sibling, index) => ({ value: String(index + 1), label: intl.formatMessage(messages.after, { name: sibling.name }) })),
    // Beyond the first hundred, its own place (when it stays in its directory) and the end.
    ...(samePlace && node.index > others.length && node.index < count ? [{ value: String(node.index), label: intl.formatMessage(messages.current) }] : []),
    ...(count > others.length ? [{ value: String(count), label: intl.formatMessage(messages.last) }] : []),
  ];
  const place = position ?? (siblings.nodes ? String(samePlace ? node.index : count) : null);
  const unchanged = samePlace && Number(place) === node.index;

  return (
    <FormDialog title={intl.formatMessage(messages.title, { name: node.name })} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!unchanged && place !== null) onMove({ parentId: parent === top ? null : parent, position: Number(place) });
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
            {...search.props}
            data-autofocus
          />
          {siblings.error ? (
            <ErrorAlert title={intl.formatMessage(messages.failed)}>
              {siblings.error}
            </ErrorAlert>
          ) : (
            /* Among hundreds of siblings the list shows the first ones and typing finds the others. */
            <Select
              label={intl.formatMessage(messages.position)}
              data={siblings.nodes ? places : []}
              value={siblings.nodes ? place : null}
              placeholder={siblings.nodes ? undefined : intl.formatMessage(messages.loading)}
              allowDeselect={false}
              onChange={(value) => setPosition(value)}
              searchable={places.length > optionLimit}
              limit={optionLimit}
            />
          )}
          <Text size="xs" c="dimmed">
            {intl.formatMessage(messages.hint)}
          </Text>
          <DialogActions
            onCancel={onClose}
            confirm={{ label: intl.formatMessage(messages.submit), loading: false, disabled: unchanged || place === null || !siblings.nodes, submit: true }}
          />
        </Stack>
      </form>
    </FormDialog>
  );
}
