import type { ComponentProps } from 'react';
import { ChoiceManager } from './ChoiceManager';
import type { ChoiceMutations } from './choiceTypes';
import { useLiveChoices, type ChoicesRefetch, type UseChoicesChanged } from './useLiveChoices';

/** An area's hooks for one list of choices (module-level constants: they are called as hooks). */
export interface ChoiceHooks {
  useChanged: UseChoicesChanged;
  useCreate: (connectionId: string) => ChoiceMutations['create'];
  useUpdate: () => ChoiceMutations['update'];
  useMove: () => ChoiceMutations['move'];
}

type Props = Omit<ComponentProps<typeof ChoiceManager>, keyof ChoiceMutations | 'reload'> & {
  /** The list's connection (`__id`): a create joins it, the subscription edits it. */
  connectionId: string;
  refetch: ChoicesRefetch;
  hooks: ChoiceHooks;
};

/**
 * The choice manager wired to an area's connection (issue 32): its create, edit and move
 * mutations, and its subscription, read again after a reconnect. An area's manager (issue
 * statuses, issue categories…) only declares its fragments, words and hooks.
 */
export function LiveChoiceManager({ connectionId, refetch, hooks, ...props }: Props) {
  const reload = useLiveChoices(connectionId, refetch, hooks.useChanged);
  const create = hooks.useCreate(connectionId);
  const update = hooks.useUpdate();
  const move = hooks.useMove();
  return <ChoiceManager {...props} create={create} update={update} move={move} reload={reload} />;
}
