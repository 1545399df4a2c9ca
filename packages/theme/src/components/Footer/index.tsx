/** Footer columns from themeConfig.footer and the copyright line. */
import Link from '@theme/Link';
import { useSiteData } from '../../runtime/site';

interface FooterConfig {
  style?: 'dark' | 'light';
  links?: Array<{ title?: string; items: Array<{ label: string; href?: string; to?: string }> }>;
  copyright?: string;
}

export default function Footer() {
  const site = useSiteData();
  const footer = site.themeConfig.footer as FooterConfig | undefined;
  if (!footer) return null;
  return (
    <footer className={`footer footer--${footer.style ?? 'light'}`}>
      {footer.links?.length ? (
        <div className="footer__links">
          {footer.links.map((column, index) => (
            <div key={index} className="footer__col">
              {column.title ? <div className="footer__title">{column.title}</div> : null}
              <ul className="footer__items">
                {column.items.map((item, i) => (
                  <li key={i} className="footer__item">
                    <Link className="footer__link-item" to={item.to ?? item.href} {...(item.href ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      {footer.copyright ? <div className="footer__copyright">{footer.copyright}</div> : null}
    </footer>
  );
}
