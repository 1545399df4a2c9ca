import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';

const FEATURES = [
  { title: 'Grid', badge: 'row', text: 'Three columns of col--4 in a row, stacked on a phone.' },
  { title: 'Cards', badge: 'card', text: 'A header, a body and a footer with a small button.' },
  { title: 'Utilities', badge: 'spacing', text: 'margin--md, padding-vert--lg and text--center.' },
];

export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title="Home" description="Infima's classes, for a visual comparison">
      <header className="hero hero--primary">
        <div className="container text--center">
          <h1 className="hero__title">{siteConfig.title}</h1>
          <p className="hero__subtitle">{siteConfig.tagline}</p>
          <Link className="button button--secondary button--lg margin-right--sm" to="/docs/intro">
            Read the docs
          </Link>
          <Link className="button button--primary button--outline button--lg" to="/docs/guide">
            The guide
          </Link>
        </div>
      </header>
      <main className="container padding-vert--lg">
        <div className="alert alert--info margin-bottom--lg" role="alert">
          An <strong>info alert</strong> above the grid, with a <Link to="/docs/intro">link</Link>.
        </div>
        <div className="row">
          {FEATURES.map((feature) => (
            <div key={feature.title} className="col col--4 margin-bottom--md">
              <div className="card shadow--md">
                <div className="card__header">
                  <h3>
                    {feature.title} <span className="badge badge--secondary">{feature.badge}</span>
                  </h3>
                </div>
                <div className="card__body">
                  <p>{feature.text}</p>
                </div>
                <div className="card__footer">
                  <Link className="button button--primary button--block" to="/docs/intro">
                    More
                  </Link>
                </div>
              </div>
            </div>
          ))}
        </div>
        <div className="text--center padding--md">
          <span className="badge badge--primary margin-horiz--xs">primary</span>
          <span className="badge badge--success margin-horiz--xs">success</span>
          <span className="badge badge--warning margin-horiz--xs">warning</span>
          <span className="badge badge--danger margin-horiz--xs">danger</span>
        </div>
        <div className="alert alert--warning margin-top--md" role="alert">
          A <strong>warning alert</strong> below it.
        </div>
      </main>
    </Layout>
  );
}
