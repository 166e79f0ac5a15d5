import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFileText, IconMail } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { DialogModal } from '@/modules/ui/DialogModal';
import { formatDateTime, isoDateTime } from '@/modules/ui/formatDate';
import { ListCell, ListRow } from '@/modules/ui/list/ListTable';
import { emailDeliveryStatus, skipReasonLabel } from './emailStatuses';
import { EmailMessageView } from './EmailMessageView';
import { EmailStatusBadge } from './EmailStatusBadge';
import type { EmailDeliveryRow_delivery$key } from './__generated__/EmailDeliveryRow_delivery.graphql';

const messages = defineMessages({
  eml: { id: 'email.delivery.eml', defaultMessage: 'View .eml' },
  view: { id: 'email.delivery.view', defaultMessage: 'View message' },
  viewTitle: defineMessage<{ email: string }>({ id: 'email.delivery.viewTitle', defaultMessage: 'Message to {email}' }),
  none: { id: 'email.value.none', defaultMessage: '—' },
});

/** One recipient of a job: the address, the outcome (why skipped, the last error), attempts and when it was accepted, delivered, opened and clicked. */
export function EmailDeliveryRow({ delivery }: { delivery: EmailDeliveryRow_delivery$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment EmailDeliveryRow_delivery on EmailDelivery {
        id
        email
        name
        organizationName
        status
        skipReason
        attempts
        lastError
        acceptedAt
        deliveredAt
        openedAt
        clickedAt
        emlUrl
      }
    `,
    delivery,
  );
  const none = intl.formatMessage(messages.none);
  // The message opens over the report, the whole screen on a phone (issue 37 §5, §6).
  const [opened, viewer] = useDisclosure(false);
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const moment = (value: string | null | undefined) =>
    value ? (
      <Text size="sm" component="time" dateTime={isoDateTime(value)}>
        {formatDateTime(intl, value)}
      </Text>
    ) : (
      <Text size="sm" c="dimmed">
        {none}
      </Text>
    );
  const reason = skipReasonLabel(data.skipReason);
  const who = [data.name, data.organizationName].filter(Boolean).join(' · ');
  return (
    <ListRow data-testid="email-delivery-row">
      <ListCell column="recipient" primary>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>
            {data.email}
          </Text>
          {who && (
            <Text size="xs" c="dimmed">
              {who}
            </Text>
          )}
        </Stack>
      </ListCell>
      <ListCell column="status">
        <Stack gap={2}>
          <EmailStatusBadge option={emailDeliveryStatus(data.status)} data-testid="email-delivery-status" />
          {data.status === 'SKIPPED' && (
            <Text size="xs" c="dimmed">
              {reason ? intl.formatMessage(reason) : (data.skipReason ?? '')}
            </Text>
          )}
          {data.lastError && (
            <Text size="xs" c="red" style={{ wordBreak: 'break-word' }}>
              {data.lastError}
            </Text>
          )}
        </Stack>
      </ListCell>
      <ListCell column="attempts">
        <Text size="sm">{intl.formatNumber(data.attempts)}</Text>
      </ListCell>
      <ListCell column="acceptedAt">{moment(data.acceptedAt)}</ListCell>
      <ListCell column="deliveredAt">{moment(data.deliveredAt)}</ListCell>
      <ListCell column="openedAt">{moment(data.openedAt)}</ListCell>
      <ListCell column="clickedAt">{moment(data.clickedAt)}</ListCell>
      <ListCell column="eml">
        {data.emlUrl ? (
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconMail size={14} aria-hidden />}
              onClick={viewer.open}
              data-testid="email-delivery-view"
            >
              {intl.formatMessage(messages.view)}
            </Button>
            <Anchor href={data.emlUrl} target="_blank" rel="noopener noreferrer" size="sm" data-testid="email-delivery-eml">
              <IconFileText size={14} aria-hidden /> {intl.formatMessage(messages.eml)}
            </Anchor>
            <DialogModal
              opened={opened}
              onClose={viewer.close}
              size="xl"
              fullScreen={phone}
              title={intl.formatMessage(messages.viewTitle, { email: data.email })}
            >
              {opened && <EmailMessageView emlUrl={data.emlUrl} />}
            </DialogModal>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {none}
          </Text>
        )}
      </ListCell>
    </ListRow>
  );
}
