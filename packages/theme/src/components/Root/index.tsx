/**
 * `@theme/Root`: around the whole app, rendered once and kept across navigations, as Docusaurus's
 * Root is. A site overrides it (`src/theme/Root`) for providers and state that must outlive a page.
 */
import type { ReactNode } from 'react';

export default function Root({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
