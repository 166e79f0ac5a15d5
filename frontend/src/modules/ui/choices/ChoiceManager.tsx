import { Group } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { showFailure } from '@/modules/relay/showFailure';
import { TrashLink } from '@/modules/trash/TrashLink';
import { ChoiceCreateForm } from './ChoiceCreateForm';
import { ChoiceEditModal } from './ChoiceEditModal';
import { ChoiceListFrame, type ChoiceCreateFormProps } from './ChoiceListFrame';
import { choiceMessages } from './choiceMessages';
import { byPosition, reorderPlan } from './choiceOrder';
import { ChoiceRow } from './ChoiceRow';
import { notifyCompleted } from './notifyCompleted';
import type { Choice, ChoiceKit, ChoiceListMessages, ChoiceMutations, ChoiceValues } from './choiceTypes';
import { ScrollTable } from '@/modules/ui/ScrollTable';

interface Props extends ChoiceMutations {
  /** The list as the area's fragment reads it (any order: shown by position, then label). */
  choices: readonly Choice[];
  admin: boolean;
  messages: ChoiceListMessages;
  kit: ChoiceKit;
  /** Reads the list again from the server; resolves once the store has it (a stale save's "theirs"). */
  reload: () => Promise<unknown>;
  /** The rows' `data-testid`. */
  rowTestId: string;
  /**
   * The kind (GraphQL type) when the list's entries go to the trash (issue 35): admins get each
   * row's Delete (with Undo) and the list links its trash.
   */
  trash?: string;
}

/** The create form drawing with a kit, as the list frame takes a form. */
function withKit(kit: ChoiceKit) {
  return function KitCreateForm(props: ChoiceCreateFormProps<ChoiceValues>) {
    return <ChoiceCreateForm {...props} kit={kit} />;
  };
}

/**
 * An ordered list of named choices (issue statuses, issue categories…) in its order, with a label
 * in English and Japanese and a colour each; admins add, relabel, recolour and reorder them. The
 * area passes its fragment's data, its mutations, its words and how it draws a choice
 * (`ChoiceKit`), and keeps the list live through its subscription.
 */
export function ChoiceManager({ choices, admin, messages, kit, create, update, move, reload, rowTestId, trash }: Props) {
  const intl = useIntl();
  const nodes = byPosition(choices);
  const [commitCreate, creating] = create;
  const [commitUpdate, updating] = update;
  const [commitMove, moving] = move;
  const [editing, setEditing] = useState<string | null>(null);
  const [follow, setFollow] = useState<{ id: string; direction: -1 | 1 } | null>(null);
  const onFollowed = useCallback(() => setFollow(null), []);
  const onMove = (index: number, direction: -1 | 1) => {
    const plan = reorderPlan(nodes, index, direction);
    if (plan.length > 0) setFollow({ id: nodes[index].id, direction });
    for (const change of plan) {
      commitMove({
        variables: { input: change },
        optimisticUpdater: (store) => void store.get(change.id)?.setValue(change.position, 'position'),
        onError: (error) => showFailure(kit.errorText(intl, error)),
      });
    }
  };
  // The kit's create form, one component per kit (a new one each render would reset what is typed).
  const CreateForm = useMemo(() => withKit(kit), [kit]);
  const edited = editing === null ? undefined : nodes.find((node) => node.id === editing);
  const title = intl.formatMessage(messages.title);
  return (
    <>
      <ChoiceListFrame
        messages={messages}
        admin={admin}
        create={{ Form: CreateForm, inFlight: creating, commit: (values, callbacks) => commitCreate({ variables: { input: values }, ...callbacks }) }}
        empty={nodes.length === 0}
      >
        <ScrollTable
          minWidth={640}
          columns={[choiceMessages.label, choiceMessages.labelEn, choiceMessages.labelJa, choiceMessages.color, choiceMessages.updatedAt, admin && choiceMessages.actions]}
          verticalSpacing="xs"
          aria-label={title}
        >
          {nodes.map((node, index) => (
            <ChoiceRow
              key={node.id}
              choice={node}
              kit={kit}
              admin={admin}
              first={index === 0}
              last={index === nodes.length - 1}
              moving={moving}
              follow={follow?.id === node.id ? follow.direction : null}
              onFollowed={onFollowed}
              onMove={(direction) => onMove(index, direction)}
              onEdit={() => setEditing(node.id)}
              deletable={trash !== undefined}
              data-testid={rowTestId}
            />
          ))}
        </ScrollTable>
      </ChoiceListFrame>
      {trash && (
        <Group justify="flex-end">
          <TrashLink kind={trash} />
        </Group>
      )}
      {admin && edited && (
        <ChoiceEditModal
          key={edited.id}
          item={edited}
          kit={kit}
          inFlight={updating}
          reload={reload}
          onClose={() => setEditing(null)}
          onSave={(values, expectedVersion, done) =>
            commitUpdate({ variables: { input: { id: edited.id, expectedVersion, ...values } }, ...notifyCompleted(intl.formatMessage(messages.saved), done) })
          }
        />
      )}
    </>
  );
}
