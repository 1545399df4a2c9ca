/**
 * Colour mode: light, dark or system. The choice is stored under `theme` (plus the site's storage
 * namespace, in the storage the site's `storage` option names: runtime/storage.ts); the page's
 * state is two attributes of <html> the inline script set before first paint: `data-theme` (the
 * mode in use) and `data-theme-choice`. Every consumer reads those attributes through one store,
 * so two toggles (navbar and drawer) and a site's own useColorMode never disagree, and a reader
 * following the system follows its changes. Only with respectPrefersColorScheme does the system
 * count: the toggle then cycles light → dark → system, otherwise it flips light and dark.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { colorModeConfig, THEME_KEY, type ColorModeConfig } from '../runtime/init-scripts';
import { useSiteData } from '../runtime/site';
import { storageKey, writeStored } from '../runtime/storage';

export type Choice = 'light' | 'dark' | 'system';
export type Mode = 'light' | 'dark';

/** PURE: the next choice when the toggle is pressed. */
export function nextChoice(choice: Choice, mode: Mode, respectPrefersColorScheme: boolean): Choice {
  if (!respectPrefersColorScheme) return mode === 'dark' ? 'light' : 'dark';
  return choice === 'light' ? 'dark' : choice === 'dark' ? 'system' : 'light';
}

/** PURE: the choice a stored value stands for, as the inline script reads it (`system` only when the site follows the system). */
export function storedChoice(stored: string | null, config: ColorModeConfig): Choice {
  // No switch: the site's mode, whatever a reader chose before (as Docusaurus's inline script).
  if (config.disableSwitch) return config.defaultMode;
  if (stored === 'light' || stored === 'dark') return stored;
  return config.respectPrefersColorScheme ? 'system' : config.defaultMode;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function modeOf(choice: Choice): Mode {
  if (choice !== 'system') return choice;
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function apply(choice: Choice): void {
  const root = document.documentElement;
  root.setAttribute('data-theme', modeOf(choice));
  root.setAttribute('data-theme-choice', choice);
}

/** The store's value: `<choice> <mode>`, a string so that unchanged attributes render nothing. */
function snapshot(): string {
  const root = document.documentElement;
  return `${root.getAttribute('data-theme-choice')} ${root.getAttribute('data-theme')}`;
}

/** Calls `onChange` when the attributes change; keeps them in step with the system and other tabs. */
function subscribeWith(config: ColorModeConfig, key: string, onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'data-theme-choice'] });
  const query = window.matchMedia(DARK_QUERY);
  const followSystem = () => {
    if (document.documentElement.getAttribute('data-theme-choice') === 'system') apply('system');
  };
  const followOtherTab = (event: StorageEvent) => {
    if (event.key === key) apply(storedChoice(event.newValue, config));
  };
  query.addEventListener('change', followSystem);
  window.addEventListener('storage', followOtherTab);
  return () => {
    observer.disconnect();
    query.removeEventListener('change', followSystem);
    window.removeEventListener('storage', followOtherTab);
  };
}

export function useColorMode() {
  const site = useSiteData();
  const config = colorModeConfig(site);
  const { respectPrefersColorScheme, defaultMode, disableSwitch } = config;
  const key = storageKey(site, THEME_KEY);
  const initialChoice = storedChoice(null, config);
  const subscribe = useCallback(
    (onChange: () => void) => subscribeWith({ respectPrefersColorScheme, defaultMode, disableSwitch }, key, onChange),
    [respectPrefersColorScheme, defaultMode, disableSwitch, key],
  );
  // The server and the hydrating render use the config's defaults, as the server's HTML did.
  const [choiceText, modeText] = useSyncExternalStore(subscribe, snapshot, () => `${initialChoice} ${defaultMode}`).split(' ');
  const choice: Choice = choiceText === 'light' || choiceText === 'dark' || choiceText === 'system' ? choiceText : initialChoice;
  const mode: Mode = modeText === 'dark' ? 'dark' : 'light';
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const setChoice = useCallback(
    (next: Choice) => {
      const choice = next === 'system' && !respectPrefersColorScheme ? defaultMode : next;
      apply(choice);
      // Without respectPrefersColorScheme, "system" means the site's default: nothing to remember.
      writeStored(site, THEME_KEY, next === 'system' && !respectPrefersColorScheme ? null : choice);
    },
    [respectPrefersColorScheme, defaultMode, site],
  );

  const toggle = useCallback(() => setChoice(nextChoice(choice, mode, respectPrefersColorScheme)), [choice, mode, respectPrefersColorScheme, setChoice]);

  return { choice, mode, mounted, setChoice, toggle, disabled: disableSwitch, respectPrefersColorScheme };
}
