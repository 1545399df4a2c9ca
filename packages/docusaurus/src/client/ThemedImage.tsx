/**
 * `@theme/ThemedImage`: `sources.light` and `sources.dark`. The HTML holds both (the stylesheet
 * shows the one matching `data-theme`, so the right one shows before any script runs); once
 * hydrated only the current mode's image is rendered, and it follows the toggle.
 */
import type { ImgHTMLAttributes } from 'react';
import { useShownColorMode } from './color-mode.ts';
import './docusaurus.css';

export interface ThemedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  sources: { light: string; dark: string };
}

export default function ThemedImage({ sources, className, alt, ...rest }: ThemedImageProps) {
  const mode = useShownColorMode();
  const shown: Array<'light' | 'dark'> = mode ? [mode] : ['light', 'dark'];
  return (
    <>
      {shown.map((name) => (
        <img key={name} src={sources[name]} alt={alt} className={['themedComponent', `themedComponent--${name}`, className].filter(Boolean).join(' ')} {...rest} />
      ))}
    </>
  );
}
