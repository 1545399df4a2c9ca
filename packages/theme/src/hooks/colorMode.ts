/**
 * Colour mode: light, dark or system. The choice is stored under `theme` (no prefix); the mode in
 * use is the `data-theme` attribute the inline script set before first paint. With
 * respectPrefersColorScheme the toggle cycles light → dark → system, otherwise it flips.
 */
import { useCallback, useEffect, useState } from 'react';
import { colorModeConfig, THEME_KEY } from '../runtime/init-scripts';
import { useSiteData } from '../runtime/site';

export type Choice = 'light' | 'dark' | 'system';
export type Mode = 'light' | 'dark';

/** PURE: the next choice when the toggle is pressed. */
export function nextChoice(choice: Choice, mode: Mode, respectPrefersColorScheme: boolean): Choice {
  if (!respectPrefersColorScheme) return mode === 'dark' ? 'light' : 'dark';
  return choice === 'light' ? 'dark' : choice === 'dark' ? 'system' : 'light';
}

function systemMode(): Mode {
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function useColorMode() {
  const config = colorModeConfig(useSiteData());
  const initialChoice: Choice = config.respectPrefersColorScheme ? 'system' : config.defaultMode;
  const [choice, setChoiceState] = useState<Choice>(initialChoice);
  const [mode, setMode] = useState<Mode>(config.defaultMode);
  const [mounted, setMounted] = useState(false);

  // After hydration, read what the inline script decided.
  useEffect(() => {
    const root = document.documentElement;
    setMode(root.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
    const stored = root.getAttribute('data-theme-choice');
    if (stored === 'light' || stored === 'dark' || stored === 'system') setChoiceState(stored);
    setMounted(true);
  }, []);

  // While following the system, follow its changes too.
  useEffect(() => {
    if (choice !== 'system') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const apply = () => {
      const next = query.matches ? 'dark' : 'light';
      document.documentElement.setAttribute('data-theme', next);
      setMode(next);
    };
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [choice]);

  const setChoice = useCallback((next: Choice) => {
    const applied: Mode = next === 'system' ? systemMode() : next;
    const root = document.documentElement;
    root.setAttribute('data-theme', applied);
    root.setAttribute('data-theme-choice', next);
    try {
      window.localStorage.setItem(THEME_KEY, next);
    } catch {
      // storage unavailable: the choice lasts for this page
    }
    setChoiceState(next);
    setMode(applied);
  }, []);

  const toggle = useCallback(() => setChoice(nextChoice(choice, mode, config.respectPrefersColorScheme)), [choice, mode, config.respectPrefersColorScheme, setChoice]);

  return { choice, mode, mounted, setChoice, toggle, disabled: config.disableSwitch, respectPrefersColorScheme: config.respectPrefersColorScheme };
}
