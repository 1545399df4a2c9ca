/** `@docusaurus/ErrorBoundary`: children, or `fallback({ error, tryAgain })` once they throw. */
import { Component, type ReactNode } from 'react';

interface Props {
  fallback?: (params: { error: Error; tryAgain: () => void }) => ReactNode;
  children: ReactNode;
}

export default class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const tryAgain = () => this.setState({ error: null });
    return this.props.fallback ? this.props.fallback({ error, tryAgain }) : <p>{error.message}</p>;
  }
}
