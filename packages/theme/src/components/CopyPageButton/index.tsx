/**
 * "Copy page": copies the page as Markdown (its `.md` twin, fetched on click) to the clipboard, for
 * pasting into an AI chat or an issue. Says what happened in the button itself, for screen readers
 * too (aria-live).
 */
import { useEffect, useRef, useState } from 'react';
import { withBaseUrl } from '../../runtime/site';
import { translate } from '../../runtime/translate';

type State = 'idle' | 'copying' | 'copied' | 'failed';

const LABELS: Record<State, string> = {
  idle: translate('theme.CopyPageButton.copy', 'Copy page'),
  copying: translate('theme.CopyPageButton.copying', 'Copying…'),
  copied: translate('theme.CopyPageButton.copied', 'Copied'),
  failed: translate('theme.CopyPageButton.failed', 'Copy failed'),
};

export default function CopyPageButton({ markdownPath }: { markdownPath: string }) {
  const [state, setState] = useState<State>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    setState('copying');
    try {
      const response = await fetch(withBaseUrl(markdownPath));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2000);
  };
  return (
    <div className="copy-page">
      <button type="button" className="copy-page__button" onClick={copy} disabled={state === 'copying'} title={translate('theme.CopyPageButton.title', 'Copy this page as Markdown')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
          <path fill="currentColor" d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z" />
        </svg>
        <span aria-live="polite">{LABELS[state]}</span>
      </button>
      <a className="copy-page__link" href={withBaseUrl(markdownPath)}>
        {translate('theme.CopyPageButton.viewMarkdown', 'View as Markdown')}
      </a>
    </div>
  );
}
