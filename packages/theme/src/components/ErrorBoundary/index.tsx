/** Catches a crash while rendering a page and offers to try again. */
import { Component, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

export default class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error('Folio: a page crashed while rendering.', error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className="folio-crash" role="alert">
        <h1>This page crashed.</h1>
        <p>{this.state.error.message}</p>
        <button type="button" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </main>
    );
  }
}
