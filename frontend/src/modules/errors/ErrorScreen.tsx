import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconAlertTriangle } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useLocalePath } from '../i18n/useLocalePath';
import { LinkButton } from '../ui/LinkButton';
import { statusTypeName } from './statusTypeName';

const messages = defineMessages({
  heading: defineMessage<{ status: number; type: string }>({ id: 'error.heading', defaultMessage: 'Error: {status} - {type}' }),
  home: { id: 'error.returnHome', defaultMessage: 'Return to home page' },
});

interface Props {
  status: number;
  message: string;
}

/** The error screen: image, `Error: {status} - {type}`, the message and a link home. */
export function ErrorScreen({ status, message }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="md" maw={560} role="alert">
        <ThemeIcon size={96} radius={48} variant="light" color="red" aria-hidden>
          <IconAlertTriangle size={56} />
        </ThemeIcon>
        <Title order={1} ta="center" size="h2">
          {intl.formatMessage(messages.heading, { status, type: intl.formatMessage(statusTypeName(status)) })}
        </Title>
        <Text c="dimmed" ta="center">
          {message}
        </Text>
        <LinkButton to={to('/')} variant="outline" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          {intl.formatMessage(messages.home)}
        </LinkButton>
      </Stack>
    </Center>
  );
}
