import Layout from '@theme/Layout';
import Link from '@theme/Link';
import { useSiteData } from '@folio/theme';
import styles from './index.module.css';

// The home page: a React component. Every file under src/pages is a page at its path; this
// one, index.tsx, is the site's root. Layout adds the navbar and footer.

const FEATURES = [
  { title: 'Docs that keep up', text: 'Write Markdown in docs/. Each release keeps its own copy, so older readers are never lost.', to: '/docs/intro', label: 'Read the docs' },
  { title: 'An API reference for free', text: 'Every operation in the OpenAPI spec gets its own page, with parameters and examples.', to: '/docs/api/notes-api', label: 'Browse the API' },
  { title: 'News in the same place', text: 'Blog posts with authors, tags and feeds, next to the docs they talk about.', to: '/blog', label: 'Visit the blog' },
];

export default function Home() {
  const site = useSiteData();
  return (
    <Layout title="Home" description={site.tagline}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{site.title}</h1>
        <p className={styles.tagline}>{site.tagline}</p>
        <Link className={styles.start} to="/docs/intro">
          Get started
        </Link>
      </header>
      <section className={styles.features}>
        {FEATURES.map((feature) => (
          <article key={feature.title} className={styles.feature}>
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
            <Link to={feature.to}>{feature.label}</Link>
          </article>
        ))}
      </section>
    </Layout>
  );
}
