/** Rendered for any path that matches no route (and written to 404.html). */
import Head from '@theme/Head';
import Layout from '@theme/Layout';
import Link from '@theme/Link';
import { formatTitle } from '../../runtime/site';
import { translate } from '../../runtime/translate';

export default function NotFound() {
  return (
    <Layout>
      <Head title={formatTitle(translate('theme.NotFound.title', 'Page Not Found'))} noIndex />
      <article className="folio-notfound">
        <h1>{translate('theme.NotFound.title', 'Page Not Found')}</h1>
        <p>{translate('theme.NotFound.p1', 'We could not find what you were looking for.')}</p>
        <p>
          <Link to="/">{translate('theme.NotFound.homeLink', 'Go to the home page')}</Link>
        </p>
      </article>
    </Layout>
  );
}
