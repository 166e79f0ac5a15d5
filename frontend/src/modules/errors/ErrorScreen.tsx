import { Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconHome, IconLock, IconSearch } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { LinkButton } from '@/modules/ui/LinkButton';
import { useDocumentTitle } from '@/modules/ui/useDocumentTitle';
import { errorArea } from './errorArea';
import { statusTypeName } from './statusTypeName';

const messages = defineMessages({
  heading: defineMessage<{ status: number; type: string }>({ id: 'error.heading', defaultMessage: 'Error: {status} - {type}' }),
  home: { id: 'error.returnHome', defaultMessage: 'Return to home page' },
  product: { id: 'layout.productName', defaultMessage: 'Staffhub' },
  titleNotFound: { id: 'error.title.404', defaultMessage: 'Not found' },
  titleForbidden: { id: 'error.title.403', defaultMessage: 'No access' },
  titleBadRequest: { id: 'error.title.400', defaultMessage: 'Invalid address' },
  titleError: { id: 'error.title.other', defaultMessage: 'Something went wrong' },
});

function pageTitle(status: number) {
  if (status === 404) return messages.titleNotFound;
  if (status === 403) return messages.titleForbidden;
  if (status === 400) return messages.titleBadRequest;
  return messages.titleError;
}

interface Props {
  status: number;
  /** What happened, in the user's words. */
  message: string;
}

/**
 * The error screen: image, `Error: {status} - {type}`, what happened, the way back to the list
 * the user came from (by the path's area) and the link home; the page title names the problem.
 */
export function ErrorScreen({ status, message }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const { pathname } = useLocation();
  const area = errorArea(pathname);
  useDocumentTitle(intl.formatMessage(pageTitle(status)), intl.formatMessage(messages.product));
  const Icon = status === 404 ? IconSearch : status === 403 ? IconLock : IconAlertTriangle;
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="md" maw={560} role="alert">
        <ThemeIcon size={96} radius={48} variant="light" color={status === 404 || status === 403 ? 'blue' : 'red'} aria-hidden>
          <Icon size={56} />
        </ThemeIcon>
        <Title order={1} ta="center" size="h2">
          {intl.formatMessage(messages.heading, { status, type: intl.formatMessage(statusTypeName(status)) })}
        </Title>
        <Text ta="center" size="lg" data-testid="error-message">
          {message}
        </Text>
        <Group justify="center" gap="sm">
          {area && (
            <LinkButton to={to(area.list)} leftSection={<IconArrowLeft size={18} aria-hidden />}>
              {intl.formatMessage(area.back)}
            </LinkButton>
          )}
          <LinkButton to={to('/')} variant="outline" leftSection={area ? <IconHome size={18} aria-hidden /> : <IconArrowLeft size={18} aria-hidden />}>
            {intl.formatMessage(messages.home)}
          </LinkButton>
        </Group>
      </Stack>
    </Center>
  );
}
