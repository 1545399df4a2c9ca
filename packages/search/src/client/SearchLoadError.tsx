/**
 * What the search modal shows when its code could not load: the modal's frame (styled without
 * DocSearch's modal stylesheet, which came with the missing chunk), why, and how to go on.
 */
import { useId } from 'react';
// The module itself, not the theme's entry: LazySearchModal (and its test) imports this file, and
// the entry brings the whole app; the site's build reads both from the same source file.
import { translate } from '@folio/theme/runtime/translate.ts';
import './SearchLoadError.css';

export default function SearchLoadError({ retrying, onRetry, onClose }: { retrying: boolean; onRetry: () => void; onClose: () => void }) {
  const title = useId();
  return (
    <div className="search-load-error" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div className="search-load-error__modal" role="dialog" aria-modal="true" aria-labelledby={title}>
        <p className="search-load-error__title" id={title}>
          {translate('theme.SearchModal.folio.loadErrorTitle', 'Search could not load')}
        </p>
        <p role="status">
          {retrying
            ? translate('theme.SearchModal.folio.loadRetrying', 'Loading the search…')
            : translate('theme.SearchModal.folio.loadErrorHelp', 'Its code did not arrive: the network may be down, or the site was updated since this page was opened.')}
        </p>
        <div className="search-load-error__actions">
          <button type="button" className="search-load-error__primary" onClick={onRetry} disabled={retrying} autoFocus>
            {translate('theme.ErrorPageContent.tryAgain', 'Try again')}
          </button>
          <button type="button" onClick={() => window.location.reload()}>
            {translate('theme.SearchModal.folio.reloadPage', 'Reload the page')}
          </button>
          <button type="button" onClick={onClose}>
            {translate('theme.SearchModal.folio.closeButton', 'Close')}
          </button>
        </div>
      </div>
    </div>
  );
}
