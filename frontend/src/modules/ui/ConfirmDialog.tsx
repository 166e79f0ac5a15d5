import { Button, Group, Stack, Text, type MantineColor } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessage } from '@/modules/relay/errorMessages';
import { commonMessages } from './commonMessages';
import { DialogModal } from './DialogModal';
import { ErrorAlert } from './ErrorAlert';
import { PageLoader } from './PageLoader';
import { SectionErrorBoundary } from './SectionErrorBoundary';

/**
 * The confirm-then-act dialogs' shared parts (issue 32, item 5: one recipe the areas call): the
 * Cancel/confirm row and the body that first reads what the action would leave behind (a refusal
 * shows in `ErrorAlert`). An area's dialog keeps only its query, its words and its mutation.
 */

interface ConfirmAction {
  label: string;
  /** The theme's primary colour unless told; red for what destroys. */
  color?: MantineColor;
  loading: boolean;
  disabled?: boolean;
  /** What the action does; none for a form's submit button (`submit`). */
  onClick?: () => void;
  /** The button submits the dialog's form (Enter in a field confirms). */
  submit?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  testId?: string;
  /** Focus the action as the dialog opens (Enter confirms). */
  autoFocus?: boolean;
}

/** The dialog's button row: the way out (Cancel unless told) and, when given, the action. */
export function DialogActions({ onCancel, cancel = commonMessages.cancel, confirm }: { onCancel: () => void; cancel?: MessageDescriptor; confirm?: ConfirmAction }) {
  const intl = useIntl();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {intl.formatMessage(cancel)}
      </Button>
      {confirm && (
        <Button
          type={confirm.submit ? 'submit' : 'button'}
          color={confirm.color}
          leftSection={confirm.icon}
          loading={confirm.loading}
          disabled={confirm.disabled}
          onClick={confirm.onClick}
          data-testid={confirm.testId}
          data-autofocus={confirm.autoFocus || undefined}
        >
          {confirm.label}
        </Button>
      )}
    </Group>
  );
}

/**
 * A dialog that opens afresh every time: `openings` changes with each opening, so a body that
 * reads with it as its fetch key reads again and a failed read is tried again.
 */
export function useFreshDialog() {
  const [opened, setOpened] = useState(false);
  const [openings, setOpenings] = useState(0);
  return {
    opened,
    openings,
    open: () => {
      setOpenings((count) => count + 1);
      setOpened(true);
    },
    close: () => setOpened(false),
  };
}

interface CheckedBodyProps {
  /** Changes with every opening, so a failed read is tried again. */
  attempt: string | number;
  onClose: () => void;
  /** Said while the check is read. */
  loading: string;
  /** The alert's title when the check cannot be read. */
  loadFailed: string;
  /** Shown above the failure, e.g. what the action would do. */
  intro?: ReactNode;
  children: ReactNode;
}

/** The body of a dialog that first reads what the action would leave behind: a loader, then its children, or the failure with Close. */
export function CheckedDialogBody({ attempt, onClose, loading, loadFailed, intro, children }: CheckedBodyProps) {
  const intl = useIntl();
  return (
    <SectionErrorBoundary
      key={attempt}
      fallback={(error) => (
        <Stack gap="md">
          {intro}
          <ErrorAlert title={loadFailed}>{errorMessage(intl, error)}</ErrorAlert>
          <DialogActions onCancel={onClose} cancel={commonMessages.close} />
        </Stack>
      )}
    >
      <Suspense fallback={<PageLoader label={loading} />}>{children}</Suspense>
    </SectionErrorBoundary>
  );
}

interface CheckedDialogProps extends CheckedBodyProps {
  opened: boolean;
  title: string;
}

/**
 * A dialog that first reads what the action would leave behind (deactivating a member, deleting a
 * role or an organization): its body mounts while it is open, so each opening reads afresh.
 */
export function CheckedDialog({ opened, title, onClose, children, ...body }: CheckedDialogProps) {
  return (
    <DialogModal opened={opened} onClose={onClose} title={title}>
      {opened && (
        <CheckedDialogBody {...body} onClose={onClose}>
          {children}
        </CheckedDialogBody>
      )}
    </DialogModal>
  );
}

/** Why the action cannot be taken (something still uses the thing), in bold beside an info icon. */
export function BlockedNotice({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconInfoCircle size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }} data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}

/** A mutation's commit (`useMutation`'s), as far as a dialog's action uses it. */
type DialogCommit<Variables, Response> = (config: { variables: Variables; onCompleted: (response: Response) => void; onError: (error: Error) => void }) => unknown;

/**
 * The action of a dialog that asks first (issue 32): `run` commits the area's mutation with its
 * variables; on success the dialog closes and a green notice says what was done (`done`),
 * a refusal's coded message stays in the dialog (`error`). `dismiss` closes it and forgets the refusal.
 */
export function useDialogAction(close: () => void) {
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  const dismiss = useCallback(() => {
    setError(null);
    close();
  }, [close]);
  const run = <Variables, Response>(commit: DialogCommit<Variables, Response>, variables: Variables, done: (response: Response) => string) =>
    void commit({
      variables,
      onCompleted: (response) => {
        dismiss();
        notifications.show({ color: 'green', message: done(response) });
      },
      onError: (failure) => setError(errorMessage(intl, failure)),
    });
  return { error, dismiss, run };
}

interface ActionModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  testId?: string;
  /** A refusal, shown above the buttons. */
  error?: string | null;
  /** The way out's label: Cancel unless told. */
  cancel?: MessageDescriptor;
  confirm: ConfirmAction;
  /** What the action will do. */
  children: ReactNode;
}

/** A dialog that asks before an action: what it will do, the refusal if there was one, the way out and the action. */
export function ActionModal({ opened, onClose, title, testId, error, cancel, confirm, children }: ActionModalProps) {
  return (
    <DialogModal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md" data-testid={testId}>
        {children}
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <DialogActions onCancel={onClose} cancel={cancel} confirm={confirm} />
      </Stack>
    </DialogModal>
  );
}

interface ConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the action will do, in a sentence. */
  body: string;
  /** The way out's label: Cancel unless told. */
  cancel?: MessageDescriptor;
  confirm: ConfirmAction;
}

/** The plain question: a sentence, then the way out and the action. */
export function ConfirmModal({ body, ...props }: ConfirmModalProps) {
  return (
    <ActionModal {...props}>
      <Text size="sm">{body}</Text>
    </ActionModal>
  );
}
