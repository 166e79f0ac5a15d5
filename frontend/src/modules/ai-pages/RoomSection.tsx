import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '@/modules/relay/errorMessages';
import { commonMessages } from '@/modules/ui/commonMessages';
import { PageLoader } from '@/modules/ui/PageLoader';
import { SectionErrorBoundary } from '@/modules/ui/SectionErrorBoundary';

interface Props {
  /** The open room (`?room=`): another room starts with a fresh boundary. */
  roomId: string | null;
  /** The error's title when the room could not be loaded. */
  failed: string;
  /** The loader's label (default: "Loading…"). */
  loading?: string;
  /** The error alert's test id. */
  errorTestId?: string;
  children: ReactNode;
}

/**
 * The chat or generation a page opened with `?room=` (issue 32: shared by /chat-with-ai,
 * /documents/generate and a workflow's flow generator): its own error boundary, so a room that
 * fails to load leaves the rest of the page usable, and a loader while its query comes.
 */
export function RoomSection({ roomId, failed, loading, errorTestId, children }: Props) {
  const intl = useIntl();
  return (
    <SectionErrorBoundary
      key={roomId}
      fallback={(error) => (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={failed} data-testid={errorTestId}>
          {errorMessage(intl, error)}
        </Alert>
      )}
    >
      <Suspense fallback={<PageLoader label={loading ?? intl.formatMessage(commonMessages.loading)} />}>{children}</Suspense>
    </SectionErrorBoundary>
  );
}

/** What a room pane shows when its room does not exist or is not the viewer's. */
export function MissingRoom({ message, testId }: { message: string; testId?: string }) {
  return (
    <Alert color="orange" icon={<IconAlertCircle size={18} aria-hidden />} data-testid={testId}>
      {message}
    </Alert>
  );
}
