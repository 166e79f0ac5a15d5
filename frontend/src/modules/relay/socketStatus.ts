/** `stopped`: closed with a code the client does not retry (spec §8); live updates are off. */
export type SocketState = 'idle' | 'connected' | 'reconnecting' | 'stopped';

let state: SocketState = 'idle';
const listeners = new Set<() => void>();

/** Whether live updates flow: the subscription socket's state, for a header indicator. */
export const socketStatus = {
  getSnapshot(): SocketState {
    return state;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(next: SocketState): void {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  },
};
