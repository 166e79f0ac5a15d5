import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  toDark: { id: 'layout.colorScheme.dark', defaultMessage: 'Switch to dark mode' },
  toLight: { id: 'layout.colorScheme.light', defaultMessage: 'Switch to light mode' },
});

/** Light/dark toggle (Mantine stores the choice in local storage). */
export function ColorSchemeToggle() {
  const intl = useIntl();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const label = intl.formatMessage(computed === 'dark' ? messages.toLight : messages.toDark);
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={() => setColorScheme(computed === 'dark' ? 'light' : 'dark')}>
        {computed === 'dark' ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
