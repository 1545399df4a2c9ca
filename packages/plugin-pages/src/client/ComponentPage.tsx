/**
 * A React page of the pages plugin: the site's component with the route's props, as Docusaurus
 * renders it (no layout of its own). A head with the site's title and the page's canonical URL
 * comes first, so that a page without a `<Head>` of its own does not keep the previous page's
 * title after a client navigation; the page's own `<Head>`, rendered after it, wins.
 *
 * As in Docusaurus, the page also gets the site's config as its `config` prop (Jest's home page
 * reads `props.config.title`): here the config the browser has (title, tagline, url, baseUrl,
 * titleDelimiter, themeConfig, ...).
 */
import type { ComponentType } from 'react';
import Head from '@theme/Head';
import { canonicalUrl, formatTitle, useSiteData, type RouteComponentProps } from '@folio/theme';

export default function ComponentPage({ Content, page: _page, ...props }: RouteComponentProps) {
  // The generated module passes its props on to the site's component (see componentPage).
  const Page = Content as ComponentType<typeof props & { config: ReturnType<typeof useSiteData> }> | undefined;
  const config = useSiteData();
  return (
    <>
      <Head title={formatTitle(undefined)} canonical={canonicalUrl(props.route.path)} />
      {Page ? <Page {...props} config={config} /> : null}
    </>
  );
}
