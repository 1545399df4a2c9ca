/**
 * DocSearch 3.9 renders every result list with the same id (`docsearch-list`) while its input's
 * `aria-controls` names one id per source (`docsearch-hits0-list …`), which exist nowhere: axe's
 * critical aria-valid-attr-value. This gives each list its own id and points `aria-controls` at
 * the lists on screen, again whenever DocSearch re-renders them.
 */

/** PURE: the id of the n-th result list. */
export function listId(index: number): string {
  return `docsearch-list-${index}`;
}

/** Give the lists under `root` their ids and make the input control exactly those. */
export function repairListboxIds(root: Element): void {
  const lists = [...root.querySelectorAll('ul[role="listbox"]')];
  lists.forEach((list, index) => {
    if (list.id !== listId(index)) list.id = listId(index);
  });
  const input = root.querySelector('input[aria-controls]');
  if (!input) return;
  const controls = lists.map((list) => list.id).join(' ');
  if (!controls) input.removeAttribute('aria-controls');
  else if (input.getAttribute('aria-controls') !== controls) input.setAttribute('aria-controls', controls);
}

/** Keep `root`'s lists repaired while it lives; returns the function that stops watching. */
export function watchListboxIds(root: Element): () => void {
  repairListboxIds(root);
  const observer = new MutationObserver(() => repairListboxIds(root));
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-controls', 'id'] });
  return () => observer.disconnect();
}
