/** Rendered for any path that matches no route (and written to 404.html). */
import Head from '@theme/Head';
import Layout from '@theme/Layout';
import Link from '@theme/Link';
import { formatTitle } from '../../runtime/site';

export default function NotFound() {
  return (
    <Layout>
      <Head title={formatTitle('Page Not Found')} noIndex />
      <article className="folio-notfound">
        <h1>Page Not Found</h1>
        <p>We could not find what you were looking for.</p>
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </article>
    </Layout>
  );
}
