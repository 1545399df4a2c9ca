// Core's modules for Mermaid diagrams (@folio/core's vite/mermaid.ts).
declare module 'virtual:folio/mermaid' {
  /** The part of the `mermaid` package's API the Mermaid component uses. */
  export interface MermaidApi {
    initialize(config: Record<string, unknown>): void;
    render(id: string, text: string): Promise<{ svg: string; bindFunctions?: (element: Element) => void }>;
  }
  /** Whether the site has the `mermaid` package installed. */
  export const installed: boolean;
  /** Imports it (its own chunk); undefined on the server and when it is not installed. */
  export const loadMermaid: (() => Promise<MermaidApi>) | undefined;
}
declare module 'virtual:folio/mermaid-components' {
  /** `{ mermaid: Mermaid }` with `markdown.mermaid`, else nothing. */
  const components: Record<string, unknown>;
  export default components;
}
