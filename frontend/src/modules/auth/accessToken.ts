const key = 'access_token';
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** The access token from local storage (key `access_token`), or null. */
export const accessToken = {
  get(): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    window.localStorage.setItem(key, token);
    notify();
  },
  clear(): void {
    window.localStorage.removeItem(key);
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
