import { Component, type ReactNode } from 'react';

export interface CrashProps {
  error: Error;
  /** Renders the children again. */
  tryAgain(): void;
}

interface ErrorBoundaryProps {
  fallback: (crash: CrashProps) => ReactNode;
  /** A new value (the next route) clears a crash, without remounting children that did not crash. */
  resetKey?: unknown;
  children?: ReactNode;
}

interface ErrorBoundaryState {
  error?: Error;
  resetKey?: unknown;
}

/** Keeps an error thrown while rendering its children inside them: the rest of the page (the navbar) stays usable. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = {};

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): ErrorBoundaryState | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render(): ReactNode {
    const { error } = this.state;
    return error
      ? this.props.fallback({ error, tryAgain: () => this.setState({ error: undefined }) })
      : this.props.children;
  }
}
