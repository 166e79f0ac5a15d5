import { Button, type MantineColor } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
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
  label: string;
  title: string;
  confirm: string;
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
export function MemberActionButton<Response>({ employeeId, mutation: [commit, inFlight], color, icon, label, title, confirm, testId, done, children }: Props<Response>) {
  const [opened, { open, close }] = useDisclosure();
  const { error, dismiss, run } = useDialogAction(close);
  return (
    <>
      <Button color={color} variant="light" leftSection={icon} onClick={open}>
        {label}
      </Button>
      <ActionModal
        opened={opened}
        onClose={dismiss}
        title={title}
        testId={testId}
        error={error}
        confirm={{ label: confirm, color, loading: inFlight, onClick: () => run(commit, { input: { employeeId } }, done), testId: `${testId}-confirm` }}
      >
        {children}
      </ActionModal>
    </>
  );
}
