import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { AppNotifications } from './AppNotifications';

afterEach(() => {
  act(() => notifications.clean());
});

describe('AppNotifications', () => {
  it.each([
    ['en', 'Close notification'],
    ['ja', '通知を閉じる'],
  ] as const)('labels every close button in %s', async (locale, label) => {
    renderWithProviders(<AppNotifications />, { locale });
    act(() => {
      notifications.show({ message: 'one', autoClose: false });
      notifications.show({ message: 'two', autoClose: false });
    });
    expect(await screen.findAllByRole('button', { name: label })).toHaveLength(2);
  });
});
