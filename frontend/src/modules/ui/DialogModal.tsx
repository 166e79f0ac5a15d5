import { Modal, type ModalProps } from '@mantine/core';
import { useIntl } from 'react-intl';
import { commonMessages } from './commonMessages';

/**
 * Every dialog's frame (issue 32: one, not one per area): Mantine's modal, named by its title,
 * whose close button is named in the reader's language ("Close", 閉じる); a bare `Modal` left it
 * without a name for a screen reader.
 */
export function DialogModal({ closeButtonProps, ...props }: ModalProps) {
  const intl = useIntl();
  return <Modal {...props} closeButtonProps={{ 'aria-label': intl.formatMessage(commonMessages.close), ...closeButtonProps }} />;
}
