import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { fetchBuildVersion } from './fetchBuildVersion';

const messages = defineMessages({
  title: { id: 'version.newBuild.title', defaultMessage: 'A new version is available' },
  body: { id: 'version.newBuild.body', defaultMessage: 'Reload to use the latest version of Staffhub.' },
  reload: { id: 'version.newBuild.reload', defaultMessage: 'Reload' },
});

const firstCheckMs = 1000;
const pollMs = 60_000;
const reloadGuardMs = 10_000;
const reloadKey = 'staffhub.reloadedAt';
const notificationId = 'new-version';

/**
 * After a deploy, a tab of the previous build asks for chunks the server no longer has (a 404:
 * the server never answers a missing asset with the app). Vite reports the failed import as
 * `vite:preloadError`; the page reloads into the new build instead of showing an error, unless
 * it reloaded a moment ago (the spec's reload guard, 10 s), which lets a real failure show.
 * Returns whether it reloaded.
 */
export function reloadForNewBuild(event: Event, storage: Storage, reload: () => void, now = Date.now()): boolean {
  const reloadedAt = Number(storage.getItem(reloadKey) ?? '0');
  if (now - reloadedAt < reloadGuardMs) return false;
  event.preventDefault();
  storage.setItem(reloadKey, String(now));
  reload();
  return true;
}

/** Polls the build's version file and offers a reload when the build changed. */
export function VersionWatcher() {
  const intl = useIntl();
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      reloadForNewBuild(event, window.sessionStorage, () => window.location.reload());
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
  useEffect(() => {
    let stopped = false;
    let offered = false;
    const check = async () => {
      const latest = await fetchBuildVersion();
      if (stopped || offered || latest === null || latest === __APP_VERSION__) return;
      const reloadedAt = Number(window.sessionStorage.getItem(reloadKey) ?? '0');
      if (Date.now() - reloadedAt < reloadGuardMs) return;
      offered = true;
      notifications.show({
        id: notificationId,
        title: intl.formatMessage(messages.title),
        autoClose: false,
        message: (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{intl.formatMessage(messages.body)}</Text>
            <Button
              size="xs"
              onClick={() => {
                window.sessionStorage.setItem(reloadKey, String(Date.now()));
                window.location.reload();
              }}
            >
              {intl.formatMessage(messages.reload)}
            </Button>
          </Group>
        ),
      });
    };
    const first = window.setTimeout(() => void check(), firstCheckMs);
    const timer = window.setInterval(() => void check(), pollMs);
    return () => {
      stopped = true;
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [intl]);
  return null;
}
