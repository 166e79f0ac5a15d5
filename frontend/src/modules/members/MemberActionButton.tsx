import { Button, type MantineColor } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ActionModal, useDialogAction } from '@/modules/ui/ConfirmDialog';

/** A member mutation's commit (`useMutation`'s), as far as the dialog uses it: its input names the member. */
type MemberCommit<Response> = (config: {
  variables: { input: { employeeId: string } };
  onCompleted: (response: Response) => void;
  onError: (error: Error) => void;
}) => unknown;

interface Props<Response> {
  employeeId: string;
  /** The area's mutation hook's pair: commit and whether it runs. */
  mutation: readonly [MemberCommit<Response>, boolean];
  /** The button's and the confirm's colour. */
  color: MantineColor;
  icon: ReactNode;
  /** The button's words, the dialog's title and its confirm's words. */
  messages: Record<'button' | 'title' | 'confirm', MessageDescriptor>;
  /** The dialog's test id; its confirm's is this with `-confirm`. */
  testId: string;
  /** The green notice once done, from the answer. */
  done: (response: Response) => string;
  /** What the action will do. */
  children: ReactNode;
}

/**
 * Admin, on a member's page: a button that asks first (what the action will do), then runs the
 * member mutation; a refusal stays in the dialog (issue 32: reactivate and reset password are
 * this one dialog with their own words, not a copy each).
 */
export function MemberActionButton<Response>({ employeeId, mutation: [commit, inFlight], color, icon, messages, testId, done, children }: Props<Response>) {
  const intl = useIntl();
  const [opened, { open, close }] = useDisclosure();
  const { error, dismiss, run } = useDialogAction(close);
  return (
    <>
      <Button color={color} variant="light" leftSection={icon} onClick={open}>
        {intl.formatMessage(messages.button)}
      </Button>
      <ActionModal
        opened={opened}
        onClose={dismiss}
        title={intl.formatMessage(messages.title)}
        testId={testId}
        error={error}
        confirm={{ label: intl.formatMessage(messages.confirm), color, loading: inFlight, onClick: () => run(commit, { input: { employeeId } }, done), testId: `${testId}-confirm` }}
      >
        {children}
      </ActionModal>
    </>
  );
}
