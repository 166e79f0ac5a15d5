import { MantineThemeProvider, Notification } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  close: { id: 'layout.notifications.close', defaultMessage: 'Close notification' },
});

/**
 * The toasts' container, inside the locale so every notification's close button has a translated
 * label (a theme default for `Notification`, so `notifications.show` callers need not pass one).
 * Bottom right: toasts never cover the header controls (locale, colour scheme, account).
 */
export function AppNotifications() {
  const intl = useIntl();
  const label = intl.formatMessage(messages.close);
  const theme = useMemo(
    () => ({
      components: {
        Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': label } } }),
      },
    }),
    [label],
  );
  return (
    <MantineThemeProvider theme={theme}>
      <Notifications position="bottom-right" zIndex={1000} />
    </MantineThemeProvider>
  );
}
