import { notifications } from '@mantine/notifications';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `waitFor` and `findBy…` give up after 1 s by default. On CI's two cores, beside the Rust
// tests, a debounced search answered by a fake server took longer (useServerSearch.test.tsx
// failed so at 5757ffd); a wait that holds sooner still returns at once.
configure({ asyncUtilTimeout: 5_000 });

// Mantine reads these browser APIs, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// Test files share one jsdom per worker (vitest.config.ts), so what a test leaves in the page,
// in storage or in Mantine's notification store must not reach the next file's tests.
afterEach(() => {
  cleanup();
  act(() => notifications.clean());
  window.localStorage.clear();
  window.sessionStorage.clear();
});
