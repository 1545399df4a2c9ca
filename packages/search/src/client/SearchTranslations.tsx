/**
 * The search UI's strings in the page's locale, through the theme's `translate` (the build's table
 * for the locale: the translations Docusaurus ships for theme-search-algolia's ids, then the site's
 * `code.json`). The modal's are DocSearch's `translations` prop, under the ids Docusaurus gives them;
 * the English messages are the ones DocSearch 3 shows by default ("to select", "Search by"...),
 * which Folio showed before its strings were translated.
 * Called at render, not at import: the table is set when the app starts.
 */
import type { ModalTranslations } from '@docsearch/react';
import { translate } from '@folio/theme';

/** The DocSearch modal's strings and its input's placeholder. */
export function searchModalTranslations(): { placeholder: string; translations: ModalTranslations } {
  const resetButtonTitle = translate('theme.SearchModal.searchBox.resetButtonTitle', 'Clear the query');
  const cancelButtonText = translate('theme.SearchModal.searchBox.cancelButtonText', 'Cancel');
  return {
    placeholder: translate('theme.SearchModal.placeholder', 'Search docs'),
    translations: {
      searchBox: {
        resetButtonTitle,
        resetButtonAriaLabel: resetButtonTitle,
        cancelButtonText,
        cancelButtonAriaLabel: cancelButtonText,
        searchInputLabel: translate('theme.SearchModal.searchBox.searchInputLabel', 'Search'),
      },
      startScreen: {
        recentSearchesTitle: translate('theme.SearchModal.startScreen.recentSearchesTitle', 'Recent'),
        noRecentSearchesText: translate('theme.SearchModal.startScreen.noRecentSearchesText', 'No recent searches'),
        saveRecentSearchButtonTitle: translate('theme.SearchModal.startScreen.saveRecentSearchButtonTitle', 'Save this search'),
        removeRecentSearchButtonTitle: translate('theme.SearchModal.startScreen.removeRecentSearchButtonTitle', 'Remove this search from history'),
        favoriteSearchesTitle: translate('theme.SearchModal.startScreen.favoriteSearchesTitle', 'Favorite'),
        removeFavoriteSearchButtonTitle: translate('theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle', 'Remove this search from favorites'),
      },
      errorScreen: {
        titleText: translate('theme.SearchModal.errorScreen.titleText', 'Unable to fetch results'),
        helpText: translate('theme.SearchModal.errorScreen.helpText', 'You might want to check your network connection.'),
      },
      footer: {
        selectText: translate('theme.SearchModal.footer.selectText', 'to select'),
        selectKeyAriaLabel: translate('theme.SearchModal.footer.selectKeyAriaLabel', 'Enter key'),
        navigateText: translate('theme.SearchModal.footer.navigateText', 'to navigate'),
        navigateUpKeyAriaLabel: translate('theme.SearchModal.footer.navigateUpKeyAriaLabel', 'Arrow up'),
        navigateDownKeyAriaLabel: translate('theme.SearchModal.footer.navigateDownKeyAriaLabel', 'Arrow down'),
        closeText: translate('theme.SearchModal.footer.closeText', 'to close'),
        closeKeyAriaLabel: translate('theme.SearchModal.footer.closeKeyAriaLabel', 'Escape key'),
        searchByText: translate('theme.SearchModal.footer.searchByText', 'Search by'),
      },
      noResultsScreen: {
        noResultsText: translate('theme.SearchModal.noResultsScreen.noResultsText', 'No results for'),
        suggestedQueryText: translate('theme.SearchModal.noResultsScreen.suggestedQueryText', 'Try searching for'),
      },
    },
  };
}

/** The modal footer's link to the search page ("See all 12 results"; without a count when the client gave none). */
export function seeAllLabel(nbHits: unknown): string {
  return typeof nbHits === 'number'
    ? translate('theme.SearchBar.seeAll', 'See all {count} results', { count: nbHits })
    : translate('theme.SearchModal.folio.seeAllResults', 'See all results');
}

// The plural picker is the theme's (runtime/plurals.ts), shared with its blog's counts.
export { selectPlural } from '@folio/theme/runtime/plurals.ts';
