/** Images in Markdown: `/img/x.png` is served from static/ under the base URL. */
import type { ImgHTMLAttributes } from 'react';
import { withBaseUrl } from '../../runtime/site';

export default function Img({ src, loading, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  return <img src={typeof src === 'string' ? withBaseUrl(src) : src} loading={loading ?? 'lazy'} decoding="async" {...rest} />;
}
