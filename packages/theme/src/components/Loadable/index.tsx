/**
 * Lazy components with the states a reader can see: loading (nothing shown before the delay),
 * past delay (a spinner), timed out, error (with "Try again"), loaded.
 */
import { createElement, useCallback, useEffect, useState, type ComponentType } from 'react';
import { interpolate, translate } from '../../runtime/translate';

export const DEFAULT_DELAY_MS = 200;

export interface LoadingProps {
  error?: Error;
  pastDelay: boolean;
  timedOut: boolean;
  retry: () => void;
}

export interface LoadableOptions<P> {
  loader: () => Promise<{ default: ComponentType<P> }>;
  loading?: ComponentType<LoadingProps>;
  /** Show the loading state only after this many ms (default 200). */
  delay?: number;
  /** Report a timeout after this many ms (default: never). */
  timeout?: number;
}

export function DefaultLoading({ error, pastDelay, timedOut, retry }: LoadingProps) {
  if (error) {
    return (
      <div className="loadable loadable--error" role="alert">
        <p>{interpolate(translate('theme.Loadable.failed', 'This part of the page failed to load: {message}'), { message: error.message })}</p>
        <button type="button" onClick={retry}>
          {translate('theme.ErrorPageContent.tryAgain', 'Try again')}
        </button>
      </div>
    );
  }
  if (timedOut) {
    return (
      <div className="loadable loadable--timeout" role="status">
        <p>{translate('theme.Loadable.timedOut', 'This is taking longer than it should.')}</p>
        <button type="button" onClick={retry}>
          {translate('theme.Loadable.retry', 'Retry')}
        </button>
      </div>
    );
  }
  if (!pastDelay) return null;
  return <div className="loadable loadable--loading" role="status" aria-label={translate('theme.Loadable.loadingAriaLabel', 'Loading')} />;
}

type State<P> = { component?: ComponentType<P>; error?: Error };

export default function Loadable<P extends object>(options: LoadableOptions<P>): ComponentType<P> {
  const { loader, loading = DefaultLoading, delay = DEFAULT_DELAY_MS, timeout } = options;
  let cached: Promise<{ default: ComponentType<P> }> | undefined;
  let resolved: ComponentType<P> | undefined;
  const load = () => {
    cached ??= loader().then(
      (mod) => {
        resolved = mod.default;
        return mod;
      },
      (error: unknown) => {
        cached = undefined;
        throw error;
      },
    );
    return cached;
  };

  function LoadableComponent(props: P) {
    const [state, setState] = useState<State<P>>(() => ({ component: resolved }));
    const [pastDelay, setPastDelay] = useState(delay === 0);
    const [timedOut, setTimedOut] = useState(false);
    const [attempt, setAttempt] = useState(0);
    const retry = useCallback(() => {
      setState({});
      setPastDelay(delay === 0);
      setTimedOut(false);
      setAttempt((n) => n + 1);
    }, []);
    useEffect(() => {
      if (state.component) return;
      let live = true;
      const timers = [setTimeout(() => live && setPastDelay(true), delay)];
      if (timeout !== undefined) timers.push(setTimeout(() => live && setTimedOut(true), timeout));
      load().then(
        (mod) => live && setState({ component: mod.default }),
        (error: unknown) => live && setState({ error: error instanceof Error ? error : new Error(String(error)) }),
      );
      return () => {
        live = false;
        timers.forEach(clearTimeout);
      };
    }, [attempt]);
    if (state.component) return createElement(state.component, props);
    return createElement(loading, { error: state.error, pastDelay, timedOut, retry });
  }
  Object.assign(LoadableComponent, { preload: load });
  return LoadableComponent as ComponentType<P>;
}

