/**
 * Catches a crash while rendering a page and offers to try again. The message shows inside the
 * site's layout, so the navbar and footer stay (as Docusaurus keeps them); when the layout itself
 * is what crashed, the message shows alone.
 */
import { Component, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import { translate } from '../../runtime/translate';

interface BoundaryProps {
  children: ReactNode;
  fallback: (error: Error, retry: () => void) => ReactNode;
}

interface State {
  error: Error | null;
}

class Boundary extends Component<BoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error('Folio: a page crashed while rendering.', error);
  }

  override render() {
    const { error } = this.state;
    return error ? this.props.fallback(error, () => this.setState({ error: null })) : this.props.children;
  }
}

function CrashMessage({ error, retry }: { error: Error; retry: () => void }) {
  return (
    <article className="folio-crash" role="alert">
      <h1>{translate('theme.ErrorPageContent.title', 'This page crashed.')}</h1>
      <p>{error.message}</p>
      <button type="button" onClick={retry}>
        {translate('theme.ErrorPageContent.tryAgain', 'Try again')}
      </button>
    </article>
  );
}

function crashed(error: Error, retry: () => void): ReactNode {
  const message = <CrashMessage error={error} retry={retry} />;
  return (
    <Boundary fallback={() => message}>
      <Layout title={translate('theme.ErrorBoundary.pageTitle', 'Page Error')}>{message}</Layout>
    </Boundary>
  );
}

export default function ErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary fallback={crashed}>{children}</Boundary>;
}
