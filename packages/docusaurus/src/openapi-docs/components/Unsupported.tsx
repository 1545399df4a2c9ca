/** A docusaurus-theme-openapi-docs component Folio does not implement: its children, or its name (the build names it once). */
import type { ReactNode } from 'react';
import { NotRendered } from './shared.tsx';

export default function Unsupported({ children }: { children?: ReactNode }) {
  return <NotRendered name="an API theme component">{children}</NotRendered>;
}
