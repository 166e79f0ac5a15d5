import { Center, Group, Paper, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { LocaleSwitcher } from '@/modules/i18n/LocaleSwitcher';
import { commonMessages } from '@/modules/ui/commonMessages';
import { PageLoader } from '@/modules/ui/PageLoader';
import { ColorSchemeToggle } from './ColorSchemeToggle';

const messages = defineMessages({
  product: { id: 'layout.productName', defaultMessage: 'Staffhub' },
});

/** Bare layout for /sign-in. */
export function AuthLayout() {
  const intl = useIntl();
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Stack w="100%" maw={420} gap="md">
        <Group justify="space-between">
          <Text fw={700} size="xl" c="blue">
            {intl.formatMessage(messages.product)}
          </Text>
          <Group gap="xs">
            <LocaleSwitcher />
            <ColorSchemeToggle />
          </Group>
        </Group>
        <Paper withBorder shadow="sm" p="xl" radius="md" component="main">
          <Suspense fallback={<PageLoader label={intl.formatMessage(commonMessages.loading)} />}>
            <Outlet />
          </Suspense>
        </Paper>
      </Stack>
    </Center>
  );
}
