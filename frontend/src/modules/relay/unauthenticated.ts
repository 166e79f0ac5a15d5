type Handler = () => void;

let handler: Handler | null = null;

/** What to do when the server answers 102.X000.001 (sign the user out); set by the app. */
export const unauthenticated = {
  setHandler(next: Handler | null): void {
    handler = next;
  },
  trigger(): void {
    handler?.();
  },
};
