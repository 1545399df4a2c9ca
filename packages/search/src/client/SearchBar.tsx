/**
 * The navbar search: a button that opens the DocSearch modal. The modal's code and styles load
 * only when it first opens (LazySearchModal, which shows an error screen if they cannot); the
 * shortcuts work from the start (Ctrl/Cmd+K, `/` outside text fields, or a letter typed while the
 * button has focus).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { translate } from '@folio/theme';
import LazySearchModal, { preloadSearchModal } from './LazySearchModal';
import './SearchBar.css';

function isEditable(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element) return false;
  return element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
}

export default function SearchBar() {
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const [isMac, setIsMac] = useState(false);

  useEffect(() => {
    setMounted(true);
    setIsMac(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform));
  }, []);

  const onOpen = useCallback((query?: string) => {
    setInitialQuery(query);
    setOpen(true);
  }, []);
  const onClose = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  // A layout effect: the shortcuts work from the commit that hydrates the button, not a frame later.
  useLayoutEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const isK = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      if (isK) {
        event.preventDefault();
        if (open) onClose();
        else onOpen();
        return;
      }
      if (open && event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (!open && event.key === '/' && !isEditable(event.target)) {
        event.preventDefault();
        onOpen();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, onOpen, onClose]);

  // A letter typed while the button has focus opens the modal with that letter.
  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey && event.key !== '/') {
      event.preventDefault();
      onOpen(event.key);
    }
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="DocSearch DocSearch-Button"
        onClick={() => onOpen()}
        onKeyDown={onButtonKeyDown}
        onMouseEnter={preloadSearchModal}
        onFocus={preloadSearchModal}
      >
        <span className="DocSearch-Button-Container">
          <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z" stroke="currentColor" fill="none" fillRule="evenodd" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="DocSearch-Button-Placeholder">{translate('theme.SearchBar.label', 'Search')}</span>
        </span>
        <span className="DocSearch-Button-Keys">
          {mounted ? (
            <>
              <kbd className="DocSearch-Button-Key">{isMac ? '⌘' : 'Ctrl'}</kbd>
              <kbd className="DocSearch-Button-Key">K</kbd>
            </>
          ) : null}
        </span>
      </button>
      {open
        ? createPortal(<LazySearchModal initialQuery={initialQuery} onClose={onClose} />, document.body)
        : null}
    </>
  );
}
