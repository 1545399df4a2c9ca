/**
 * The search modal, loaded when it first opens. Its chunk may fail to load (offline, or a tab
 * left open across a deploy that renamed the chunk): the modal then shows an error screen with
 * "Try again" instead of crashing the page, and a later open tries again (a failed load is not kept).
 */
import { useEffect, useState, type ComponentType } from 'react';
import SearchLoadError from './SearchLoadError';

export interface SearchModalProps {
  initialQuery?: string;
  onClose: () => void;
}

let loaded: ComponentType<SearchModalProps> | undefined;
let pending: Promise<ComponentType<SearchModalProps>> | undefined;

/** Load the modal's chunk, or join the load under way; a failed load is forgotten. */
export function loadSearchModal(): Promise<ComponentType<SearchModalProps>> {
  pending ??= import('./SearchModal').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Start loading early (the pointer is on the search button); a failure shows only when it opens. */
export function preloadSearchModal(): void {
  loadSearchModal().catch(() => undefined);
}

type Status = 'loading' | 'failed' | 'retrying';

export default function LazySearchModal(props: SearchModalProps) {
  const [Modal, setModal] = useState(() => loaded);
  const [status, setStatus] = useState<Status>('loading');
  useEffect(() => {
    if (Modal || status === 'failed') return;
    let live = true;
    loadSearchModal().then(
      (component) => live && setModal(() => component),
      (error: unknown) => {
        console.error('Folio: the search could not load.', error);
        if (live) setStatus('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [Modal, status]);
  if (Modal) return <Modal {...props} />;
  // The first load shows nothing (it is quick); a retry keeps the error screen's frame in place.
  if (status === 'loading') return null;
  return <SearchLoadError retrying={status === 'retrying'} onRetry={() => setStatus('retrying')} onClose={props.onClose} />;
}
