/** The colour-mode button: light → dark (→ system, when the site follows the system). */
import { useColorMode } from '../../hooks/colorMode';
import { translate } from '../../runtime/translate';

const ICONS = {
  light: 'M12 9c1.65 0 3 1.35 3 3s-1.35 3-3 3-3-1.35-3-3 1.35-3 3-3m0-2c-2.76 0-5 2.24-5 5s2.24 5 5 5 5-2.24 5-5-2.24-5-5-5zM2 13h2c.55 0 1-.45 1-1s-.45-1-1-1H2c-.55 0-1 .45-1 1s.45 1 1 1zm18 0h2c.55 0 1-.45 1-1s-.45-1-1-1h-2c-.55 0-1 .45-1 1s.45 1 1 1zM11 2v2c0 .55.45 1 1 1s1-.45 1-1V2c0-.55-.45-1-1-1s-1 .45-1 1zm0 18v2c0 .55.45 1 1 1s1-.45 1-1v-2c0-.55-.45-1-1-1s-1 .45-1 1zM5.99 4.58a.996.996 0 0 0-1.41 0 .996.996 0 0 0 0 1.41l1.06 1.06c.39.39 1.03.39 1.41 0s.39-1.03 0-1.41L5.99 4.58zm12.37 12.37a.996.996 0 0 0-1.41 0 .996.996 0 0 0 0 1.41l1.06 1.06c.39.39 1.03.39 1.41 0a.996.996 0 0 0 0-1.41l-1.06-1.06zm1.06-10.96a.996.996 0 0 0 0-1.41.996.996 0 0 0-1.41 0l-1.06 1.06c-.39.39-.39 1.03 0 1.41s1.03.39 1.41 0l1.06-1.06zM7.05 18.36a.996.996 0 0 0 0-1.41.996.996 0 0 0-1.41 0l-1.06 1.06c-.39.39-.39 1.03 0 1.41s1.03.39 1.41 0l1.06-1.06z',
  dark: 'M9.37 5.51A7.35 7.35 0 0 0 9.1 7.5c0 4.08 3.32 7.4 7.4 7.4.68 0 1.35-.09 1.99-.27A7.014 7.014 0 0 1 12 19c-3.86 0-7-3.14-7-7 0-2.93 1.81-5.45 4.37-6.49zM12 3a9 9 0 1 0 9 9c0-.46-.04-.92-.1-1.36a5.389 5.389 0 0 1-4.4 2.26 5.403 5.403 0 0 1-3.14-9.8c-.44-.06-.9-.1-1.36-.1z',
  system: 'M20 3H4c-1.1 0-2 .9-2 2v11c0 1.1.9 2 2 2h3l-1 1v2h12v-2l-1-1h3c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2zm0 13H4V5h16v11z',
};

const NAMES = {
  light: translate('theme.colorToggle.ariaLabel.mode.light', 'light mode'),
  dark: translate('theme.colorToggle.ariaLabel.mode.dark', 'dark mode'),
  system: translate('theme.colorToggle.ariaLabel.mode.system', 'system mode'),
};

export default function ColorModeToggle({ className }: { className?: string }) {
  const { choice, mounted, toggle, disabled, respectPrefersColorScheme, mode } = useColorMode();
  if (disabled) return null;
  const next = respectPrefersColorScheme ? (choice === 'light' ? 'dark' : choice === 'dark' ? 'system' : 'light') : mode === 'dark' ? 'light' : 'dark';
  const label = translate('theme.colorToggle.ariaLabel', 'Switch between dark and light mode (currently {mode})', { mode: NAMES[choice] });
  return (
    <button
      type="button"
      className={`color-mode-toggle${className ? ` ${className}` : ''}`}
      onClick={toggle}
      disabled={!mounted}
      title={label}
      aria-label={label}
      aria-live="polite"
      data-next={next}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path fill="currentColor" d={ICONS[choice]} />
      </svg>
    </button>
  );
}
