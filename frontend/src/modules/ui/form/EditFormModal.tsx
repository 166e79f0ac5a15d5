import type { MantineSize } from '@mantine/core';
import { EditForm, type EditFormBaseProps } from './EditForm';
import { FormDialog } from './FormDialog';

type Values = Record<string, unknown>;

type Props<V extends Values> = Omit<EditFormBaseProps<V>, 'onCancel'> & {
  /** The dialog's title, also the form's accessible name. */
  title: string;
  onClose: () => void;
  /** Default: open (the caller mounts the dialog only while it is open). */
  opened?: boolean;
  /** The dialog's width; the conflict view widens it to xl, for yours beside theirs. Default md. */
  size?: MantineSize;
};

/**
 * An edit form in a dialog (issue 32: one edit form recipe): the dialog named by its title, with a
 * named close button, Cancel closing it, and room for the conflict view when a save was stale.
 */
export function EditFormModal<V extends Values>({ title, onClose, opened = true, size = 'md', ...form }: Props<V>) {
  return (
    <FormDialog title={title} onClose={onClose} opened={opened} size={form.form.conflict ? 'xl' : size}>
      <EditForm<V> label={title} onCancel={onClose} {...form} />
    </FormDialog>
  );
}
