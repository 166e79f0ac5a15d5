import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from './commonMessages';

interface Props extends Omit<AlertProps, 'title' | 'children' | 'color' | 'icon' | 'role'> {
  /** What failed ("The document could not be saved"); the message alone when none. */
  title?: string;
  /** Why, in the catalogue's words. */
  children: ReactNode;
  testId?: string;
}

/**
 * A failure, in one look everywhere (issue 32: forms, dialogs, previews and pages wrote their own,
 * some with a triangle, some with a circle, some with none): red, the error circle, announced to
 * screen readers as it appears (its close button, where it has one, named). Orange with a
 * triangle stays a warning's.
 */
export function ErrorAlert({ title, children, testId, ...props }: Props) {
  const intl = useIntl();
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={title} role="alert" data-testid={testId} closeButtonLabel={intl.formatMessage(commonMessages.close)} {...props}>
      {children}
    </Alert>
  );
}
