export interface TransferProgress {
  phase: 'upload' | 'download';
  loaded: number;
  /** null when the size is not known. */
  total: number | null;
}

export type ProgressListener = (progress: TransferProgress) => void;

interface ActivityState {
  inFlight: number;
  /** 0..1 of the most recent transfer, or null when unknown. */
  fraction: number | null;
}

let state: ActivityState = { inFlight: 0, fraction: null };
const listeners = new Set<() => void>();

function emit(next: ActivityState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Global request activity, shown as a thin progress bar at the top of the page. */
export const requestActivity = {
  getSnapshot(): ActivityState {
    return state;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  started(): void {
    emit({ inFlight: state.inFlight + 1, fraction: null });
  },
  progressed(progress: TransferProgress): void {
    const fraction = progress.total ? Math.min(1, progress.loaded / progress.total) : null;
    emit({ ...state, fraction });
  },
  finished(): void {
    emit({ inFlight: Math.max(0, state.inFlight - 1), fraction: null });
  },
};
