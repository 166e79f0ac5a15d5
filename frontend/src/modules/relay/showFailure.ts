import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from './errorMessages';

/** A refusal or a failure the screen has no place for, told in red in the catalogue's words (issue 32: one call, not a copy per screen). */
export function showFailure(message: string): void {
  notifications.show({ color: 'red', message });
}

/** [`showFailure`] of an error's coded, translated message: a mutation's or a read's `onError`. */
export function useShowError(): (error: unknown) => void {
  const intl = useIntl();
  return useCallback((error: unknown) => showFailure(errorMessage(intl, error)), [intl]);
}
