import { notifications } from '@mantine/notifications';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useShowError } from '@/modules/relay/showFailure';
import { ArchiveToggleButton } from './ArchiveToggleButton';

interface Props {
  archived: boolean;
  /** The area's archive mutation, given the state wanted. */
  commit: (archived: boolean, callbacks: { onCompleted: () => void; onError: (error: Error) => void }) => void;
  inFlight: boolean;
  /** The green notice once done, in the area's words ("The agent is archived." / "…active again."). */
  messages: { archivedDone: MessageDescriptor; restoredDone: MessageDescriptor };
  'data-testid'?: string;
}

/**
 * Archive or restore a record from its detail page (issue 32: agents and workflow templates
 * called a copy): the button flips the state, a green notice says what happened, a red one why not.
 */
export function ArchiveToggle({ archived, commit, inFlight, messages, 'data-testid': testId }: Props) {
  const intl = useIntl();
  const showError = useShowError();
  const toggle = () => {
    const next = !archived;
    commit(next, {
      onCompleted: () => void notifications.show({ color: 'green', message: intl.formatMessage(next ? messages.archivedDone : messages.restoredDone) }),
      onError: showError,
    });
  };
  return <ArchiveToggleButton archived={archived} loading={inFlight} onToggle={toggle} data-testid={testId} />;
}
