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
type ModalModule = { default: ComponentType<SearchModalProps> };

/** PURE: the script a failed dynamic import names, without its query (Chromium's and Firefox's messages name it). */
export function failedScriptUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/[^\s?#]+\.m?js)(?:[?#]\S*)?\s*$/.exec(message)?.[1];
}

/**
 * A browser keeps a module whose fetch failed as failed for the rest of the page's life (and a
 * stylesheet link as broken), so a load after a failure asks for both under new addresses: the
 * chunk's script (once a failure has named it) with `?retry=N`, and every stylesheet link that
 * failed (the chunk's CSS) again.
 */
let failures = 0;
let scriptUrl: string | undefined;

/**
 * Whether a stylesheet link failed: it has no sheet, or (Chromium) a sheet whose rules cannot be
 * read although it comes from this origin. Another origin's rules are never readable: taken as loaded.
 */
function failedToLoad(link: HTMLLinkElement): boolean {
  if (!link.sheet) return true;
  try {
    return link.sheet.cssRules.length === 0;
  } catch {
    return new URL(link.href).origin === window.location.origin;
  }
}

function retryFailedStylesheets(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (!link.href || !failedToLoad(link)) continue;
    const again = link.cloneNode() as HTMLLinkElement;
    const url = new URL(link.href);
    url.searchParams.set('retry', String(failures));
    again.href = url.href;
    link.replaceWith(again);
  }
}

const importModal = (): Promise<ModalModule> => (scriptUrl ? import(/* @vite-ignore */ `${scriptUrl}?retry=${failures}`) : import('./SearchModal'));

async function attemptLoad(): Promise<ModalModule> {
  if (failures > 0) retryFailedStylesheets();
  try {
    return await importModal();
  } catch (error) {
    // A failure that names the script for the first time: ask for it under a new address now.
    const url = failedScriptUrl(error);
    if (!url || url === scriptUrl || failures === 0) throw error;
    scriptUrl = url;
    return importModal();
  }
}

/** Load the modal's chunk, or join the load under way; a failed load is forgotten. */
export function loadSearchModal(): Promise<ComponentType<SearchModalProps>> {
  pending ??= attemptLoad().then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      pending = undefined;
      failures++;
      scriptUrl ??= failedScriptUrl(error);
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
