/**
 * The navbar's search slot. A site without a search plugin has no search, so this renders
 * nothing; the search plugin provides the real `SearchBar` (plugin theme components take the
 * theme package's place).
 */
export default function SearchBar() {
  return null;
}
