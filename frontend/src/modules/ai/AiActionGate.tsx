import { Box, Button, Tooltip, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { Suspense, useId, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { LinkButton } from '@/modules/ui/LinkButton';
import { SectionErrorBoundary } from '@/modules/ui/SectionErrorBoundary';
import { useAiAvailability } from './useAiAvailability';

const messages = defineMessages({
  staff: { id: 'ai.gate.staff', defaultMessage: 'No AI model is available yet. Ask your administrator to set one up.' },
  admin: { id: 'ai.gate.admin', defaultMessage: 'No AI model is available yet. Add or enable one on the AI models page.' },
});

interface GateProps {
  /** The action, given whether it must be turned off (no usable model). */
  children: (disabled: boolean) => ReactNode;
  /** What to show while the server is first asked (default: the action, turned off). */
  fallback?: ReactNode;
}

function Gate({ children }: GateProps) {
  const intl = useIntl();
  const describedBy = useId();
  const { usable, admin } = useAiAvailability();
  if (usable) return children(false);
  const why = intl.formatMessage(admin ? messages.admin : messages.staff);
  // A disabled button takes no pointer events: the tooltip hangs on a wrapper, which keyboard
  // users can reach too, and the reason is also said to screen readers.
  return (
    <Tooltip label={why} multiline maw={320} events={{ hover: true, focus: true, touch: true }}>
      <Box component="span" tabIndex={0} aria-describedby={describedBy} data-testid="ai-gated" style={{ display: 'inline-block' }}>
        {children(true)}
        <VisuallyHidden id={describedBy}>{why}</VisuallyHidden>
      </Box>
    </Tooltip>
  );
}

/**
 * An action that cannot work without an AI model ("Send", "New chat", "Chat with this agent",
 * "Generate"): turned off, with the reason on hover and focus, while the server says no enabled
 * model has a configured provider. Live: it turns on as soon as an admin enables one.
 */
export function AiActionGate({ children, fallback }: GateProps) {
  // When the server cannot be asked, the action stays on: the server still refuses it, with its
  // coded reason, rather than the screen guessing.
  return (
    <SectionErrorBoundary fallback={() => children(false)}>
      <Suspense fallback={fallback ?? children(true)}>
        <Gate>{children}</Gate>
      </Suspense>
    </SectionErrorBoundary>
  );
}

interface LinkProps extends ButtonProps {
  to: string;
  children: ReactNode;
  'data-testid'?: string;
}

/** A `LinkButton` to an AI screen, turned off (a plain disabled button, not a link) without a usable model. */
export function AiLinkButton({ to, children, ...props }: LinkProps) {
  return (
    <AiActionGate>
      {(disabled) =>
        disabled ? (
          <Button {...props} disabled data-ai-disabled>
            {children}
          </Button>
        ) : (
          <LinkButton to={to} {...props}>
            {children}
          </LinkButton>
        )
      }
    </AiActionGate>
  );
}
