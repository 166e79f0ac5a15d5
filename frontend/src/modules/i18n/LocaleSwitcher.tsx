import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { localeCookie } from './localeCookie';
import { localePath, splitLocalePath } from './localePath';
import { locales, type Locale } from './locales';

const messages = defineMessages({
  label: { id: 'locale.switcher.label', defaultMessage: 'Language' },
  en: { id: 'locale.name.en', defaultMessage: 'English' },
  ja: { id: 'locale.name.ja', defaultMessage: 'Japanese (日本語)' },
  current: defineMessage<{ language: string }>({ id: 'locale.switcher.current', defaultMessage: 'Language: {language}' }),
});

/** Switches en/ja: sets the locale cookie and moves to the locale's path. */
export function LocaleSwitcher() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const { locale, path } = splitLocalePath(location.pathname);
  const choose = (next: Locale) => {
    localeCookie.set(next);
    if (next !== locale) void navigate(localePath(next, path) + location.search);
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconLanguage size={16} aria-hidden />}
          aria-label={intl.formatMessage(messages.current, { language: intl.formatMessage(messages[locale]) })}
        >
          {locale.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{intl.formatMessage(messages.label)}</Menu.Label>
        {locales.map((candidate) => (
          <Menu.Item
            key={candidate}
            lang={candidate}
            onClick={() => choose(candidate)}
            rightSection={candidate === locale ? <IconCheck size={14} aria-hidden /> : null}
          >
            {intl.formatMessage(messages[candidate])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
