import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useMutation, type UseMutationConfig } from 'react-relay';
import type { Disposable, GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { errorMessage } from './errorMessages';
import { showFailure } from './showFailure';

/** A command's commit: the mutation's own config minus the outcome, which the two callbacks below give. */
export type CommandConfig<T extends MutationParameters> = Omit<UseMutationConfig<T>, 'onCompleted' | 'onError'> & {
  /** The server took it (a payload with errors is a refusal the error handling shows, not a success). */
  onDone?: (response: T['response']) => void;
  /** The refusal as a coded, translated message; without it the message shows as a red notification. */
  onFailed?: (message: string) => void;
};

/**
 * One body for the commands a board or a status select fires (issue 32): commit the hook's
 * variables and optimistic/store updaters, call `onDone` only when the answer has no errors,
 * and turn a refusal into its coded message (`errorMessage`), shown in red unless the caller
 * takes it. The area's hook keeps its mutation text and how its input maps to the config.
 */
export function useCommand<T extends MutationParameters>(mutation: GraphQLTaggedNode): readonly [(config: CommandConfig<T>) => Disposable, boolean] {
  const intl = useIntl();
  const [commit, inFlight] = useMutation<T>(mutation);
  const run = useCallback(
    ({ onDone, onFailed, ...config }: CommandConfig<T>) =>
      commit({
        ...config,
        onCompleted: (response, errors) => {
          if (!errors?.length) onDone?.(response);
        },
        onError: (error) => {
          const message = errorMessage(intl, error);
          if (onFailed) onFailed(message);
          else showFailure(message);
        },
      }),
    [commit, intl],
  );
  return [run, inFlight] as const;
}
