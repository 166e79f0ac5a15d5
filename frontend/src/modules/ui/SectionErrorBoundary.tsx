import { Component, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the children once they threw. */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Shows `fallback` instead of its children once they threw: keeps an optional section's failure
 * from taking the whole page to the error screen, or gives a page that reads one entity its own
 * error screen (`EntityErrorScreen`). Give it a `key` that changes with the entity to try again.
 */
export class SectionErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.warn('A page section failed', error);
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
