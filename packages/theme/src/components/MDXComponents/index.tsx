/**
 * Components MDX content renders with, available in every page without an import. A site
 * overrides the whole list as @theme/MDXComponents (import the default from
 * @theme-original/MDXComponents and spread it).
 */
import type { ComponentProps } from 'react';
import Admonition from '@theme/Admonition';
import ApiMethodBadge from '@theme/ApiMethodBadge';
import ApiOperation from '@theme/ApiOperation';
import ApiParameters from '@theme/ApiParameters';
import ApiSamples from '@theme/ApiSamples';
import ApiSchema from '@theme/ApiSchema';
import ApiVariants from '@theme/ApiVariants';
import CodeBlock from '@theme/CodeBlock';
import Details from '@theme/Details';
import Heading from '@theme/Heading';
import Img from '@theme/Img';
import Link from '@theme/Link';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import mermaidComponents from 'virtual:folio/mermaid-components';
import InlineCode from './InlineCode.tsx';

type HeadingProps = Omit<ComponentProps<typeof Heading>, 'as'>;

const MDXComponents: Record<string, unknown> = {
  a: Link,
  img: Img,
  pre: CodeBlock,
  code: InlineCode,
  details: Details,
  h1: (props: HeadingProps) => <Heading as="h1" {...props} />,
  h2: (props: HeadingProps) => <Heading as="h2" {...props} />,
  h3: (props: HeadingProps) => <Heading as="h3" {...props} />,
  h4: (props: HeadingProps) => <Heading as="h4" {...props} />,
  h5: (props: HeadingProps) => <Heading as="h5" {...props} />,
  h6: (props: HeadingProps) => <Heading as="h6" {...props} />,
  Admonition,
  CodeBlock,
  Details,
  Tabs,
  TabItem,
  ApiMethodBadge,
  ApiOperation,
  ApiParameters,
  ApiSamples,
  ApiSchema,
  ApiVariants,
  // `mermaid` (core's element for ```mermaid fences) when the site sets markdown.mermaid.
  ...mermaidComponents,
};

export default MDXComponents;
