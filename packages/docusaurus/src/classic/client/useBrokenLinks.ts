/** `@docusaurus/useBrokenLinks`: Folio checks links on the built pages, so collecting is a no-op. */
const collector = { collectLink: (_link: string | undefined) => {}, collectAnchor: (_anchor: string | undefined) => {} };
export default function useBrokenLinks() {
  return collector;
}
