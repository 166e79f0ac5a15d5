import { Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { LinkButton } from '@/modules/ui/LinkButton';

const messages = defineMessages({
  primary: { id: 'demo.linkButtons.primary', defaultMessage: 'Primary (default)' },
  outline: { id: 'demo.linkButtons.outline', defaultMessage: 'Outline' },
  transparent: { id: 'demo.linkButtons.transparent', defaultMessage: 'Transparent' },
  home: { id: 'demo.linkButtons.home', defaultMessage: 'Go to the home page' },
  withIcon: { id: 'demo.linkButtons.withIcon', defaultMessage: 'With an icon, as the error screen shows them' },
  plain: { id: 'demo.linkButtons.plain', defaultMessage: 'Text only' },
});

const variants = [
  { variant: undefined, name: messages.primary, key: 'primary' },
  { variant: 'outline', name: messages.outline, key: 'outline' },
  { variant: 'transparent', name: messages.transparent, key: 'transparent' },
] as const;

/** The link button in each variant the spec names: primary (the default), outline and transparent. */
export function DemoLinkButtonsSection() {
  const intl = useIntl();
  const to = useLocalePath();
  return (
    <Stack gap="md" data-testid="demo-link-buttons">
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {intl.formatMessage(messages.plain)}
        </Text>
        <Group gap="md">
          {variants.map(({ variant, name, key }) => (
            <LinkButton key={key} to={to('/')} variant={variant} data-variant-name={key}>
              {intl.formatMessage(name)}
            </LinkButton>
          ))}
        </Group>
      </Stack>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {intl.formatMessage(messages.withIcon)}
        </Text>
        <Group gap="md">
          {variants.map(({ variant, key }) => (
            <LinkButton
              key={key}
              to={to('/')}
              variant={variant}
              leftSection={<IconArrowLeft size={18} aria-hidden />}
            >
              {intl.formatMessage(messages.home)}
            </LinkButton>
          ))}
        </Group>
      </Stack>
    </Stack>
  );
}
