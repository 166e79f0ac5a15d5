import { notifications } from '@mantine/notifications';

/** What a create or edit form is told once the server answered. */
export interface SaveDone {
  onSaved: () => void;
  onError: (error: Error) => void;
}

/** What a mutation is committed with (a subset of Relay's `UseMutationConfig`). */
export interface CommitCallbacks {
  onCompleted: () => void;
  onError: (error: Error) => void;
}

/**
 * The callbacks a list's create or edit commits with (issue 32): on success a green notice
 * ("Status created.") and the form's `onSaved` (it clears or closes); on failure the form's own
 * `onError` (it shows the error beside the field it blames).
 */
export function notifyCompleted(message: string, done: SaveDone): CommitCallbacks {
  return {
    onCompleted: () => {
      notifications.show({ color: 'green', message });
      done.onSaved();
    },
    onError: done.onError,
  };
}
