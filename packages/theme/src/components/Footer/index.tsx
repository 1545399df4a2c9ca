/**
 * The footer from themeConfig.footer, as Docusaurus's classic theme reads it: columns of links
 * (`links: [{ title, items }]`) or one simple row of links (`links: [{ label, to }]`), items that
 * are links or raw HTML (`{ html }`), a logo (with `srcDark` and `href`), and the copyright, which
 * is HTML written by the site.
 */
import Link from '@theme/Link';
import type { FooterColumn, FooterItem, ThemeLogo } from '../../config/schema';
import { useSiteData, withBaseUrl } from '../../runtime/site';
import { themeConfigOf } from '../../runtime/theme-config';
import './styles.css';

const isColumn = (entry: FooterColumn | FooterItem): entry is FooterColumn => entry.items !== undefined;

function ItemLink({ item }: { item: FooterItem }) {
  return (
    <Link className={`footer__link-item${item.className ? ` ${item.className}` : ''}`} to={item.to ?? item.href} aria-label={item['aria-label']} {...(item.href ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {item.label}
    </Link>
  );
}

function Column({ column }: { column: FooterColumn }) {
  return (
    <div className={`col footer__col${column.className ? ` ${column.className}` : ''}`}>
      {column.title ? <div className="footer__title">{column.title}</div> : null}
      <ul className="footer__items">
        {column.items.map((item, index) =>
          item.html !== undefined ? (
            <li key={index} className="footer__item" dangerouslySetInnerHTML={{ __html: item.html }} />
          ) : (
            <li key={index} className="footer__item">
              <ItemLink item={item} />
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

/** Docusaurus's simple footer: one centred row of links, separated by dots. */
function SimpleLinks({ items }: { items: FooterItem[] }) {
  return (
    <div className="footer__links footer__links--simple">
      {items.map((item, index) => (
        <span key={index} className="footer__simple-item">
          {item.html !== undefined ? <span dangerouslySetInnerHTML={{ __html: item.html }} /> : <ItemLink item={item} />}
          {index < items.length - 1 ? (
            <span className="footer__link-separator" aria-hidden="true">
              ·
            </span>
          ) : null}
        </span>
      ))}
    </div>
  );
}

function Logo({ logo, alt }: { logo: ThemeLogo; alt: string }) {
  const image = (src: string, mode: string) => (
    <img className={`footer__logo footer__logo--${mode}${logo.className ? ` ${logo.className}` : ''}`} src={/^(https?:)?\/\//.test(src) ? src : withBaseUrl(src)} alt={logo.alt ?? alt} width={logo.width} height={logo.height} />
  );
  const images = (
    <>
      {image(logo.src, logo.srcDark ? 'light' : 'any')}
      {logo.srcDark ? image(logo.srcDark, 'dark') : null}
    </>
  );
  return <div className="footer__logo-box">{logo.href ? <Link className="footer__logo-link" to={logo.href}>{images}</Link> : images}</div>;
}

export default function Footer() {
  const site = useSiteData();
  const footer = themeConfigOf(site).footer;
  if (!footer) return null;
  const links = footer.links ?? [];
  const columns = links.length > 0 && links.every(isColumn);
  return (
    <footer className={`footer footer--${footer.style ?? 'light'}`}>
      <div className="container container-fluid">
        {columns ? (
          <div className="row footer__links">
            {(links as FooterColumn[]).map((column, index) => (
              <Column key={index} column={column} />
            ))}
          </div>
        ) : links.length ? (
          <SimpleLinks items={links.filter((entry): entry is FooterItem => !isColumn(entry))} />
        ) : null}
        {footer.logo || footer.copyright ? (
          <div className="footer__bottom text--center">
            {footer.logo ? <Logo logo={footer.logo} alt={site.title} /> : null}
            {footer.copyright ? <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} /> : null}
          </div>
        ) : null}
      </div>
    </footer>
  );
}
