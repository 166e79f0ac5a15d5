import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AiUnavailableNotice } from '@/modules/ai/AiUnavailableNotice';
import { errorMessage } from '@/modules/relay/errorMessages';
import { commonMessages } from '@/modules/ui/commonMessages';
import { PageLoader } from '@/modules/ui/PageLoader';
import { SectionErrorBoundary } from '@/modules/ui/SectionErrorBoundary';

interface RoomSectionProps {
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
export function RoomSection({ roomId, failed, loading, errorTestId, children }: RoomSectionProps) {
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

interface RoomOrStartProps extends Omit<RoomSectionProps, 'children'> {
  /** The open room's pane, when the page opened one (`?room=` and its query); else nothing. */
  room: ReactNode;
  /** Whether a model can answer: without one, the page tells why (and an admin how to set AI up) instead of the start. */
  canAnswer: boolean;
  /** Whether the reader may set AI up (an admin). */
  canManage: boolean;
  /** A line above the start, in dimmed text. */
  intro?: string;
  /** How a room starts (a composer, a form, a pointer to one). */
  children: ReactNode;
}

/**
 * An AI page's body (issue 32: shared by /chat-with-ai, /documents/generate and a workflow's flow
 * generator): the open room in its own section, else, when no model can answer, the notice that
 * says so, else how to start one.
 */
export function RoomOrStart({ room, canAnswer, canManage, intro, children, ...section }: RoomOrStartProps) {
  if (room) return <RoomSection {...section}>{room}</RoomSection>;
  if (!canAnswer) return <AiUnavailableNotice canManage={canManage} />;
  return (
    <>
      {intro && (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      )}
      {children}
    </>
  );
}
