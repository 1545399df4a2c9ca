/**
 * `@theme/ThemeProvider` in the app shell of a site on Docusaurus 3.0–3.7, whose core App renders
 * Root directly around the routes (no such component): its children, unchanged.
 */
import type { ReactNode } from 'react';

export default function NoThemeProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
