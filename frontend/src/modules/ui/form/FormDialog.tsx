import type { MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { DialogModal } from '@/modules/ui/DialogModal';

interface Props {
  title: string;
  onClose: () => void;
  /** Default: open (the caller mounts the dialog only while it is open). */
  opened?: boolean;
  /** Default md; xl gives a whole area form and its conflict view room. */
  size?: MantineSize;
  children: ReactNode;
}

/** A dialog holding a form (issue 32: one edit form recipe): named by its title, with a named close button. */
export function FormDialog({ title, onClose, opened = true, size = 'md', children }: Props) {
  return (
    <DialogModal opened={opened} onClose={onClose} title={title} size={size}>
      {children}
    </DialogModal>
  );
}
