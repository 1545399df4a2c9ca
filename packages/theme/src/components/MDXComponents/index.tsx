/** Components MDX content renders with; a site overrides this list as @theme/MDXComponents. */
import Link from '@theme/Link';

const MDXComponents: Record<string, unknown> = {
  a: Link,
};

export default MDXComponents;
