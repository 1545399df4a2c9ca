declare module '@docsearch/react/modal' {
  export { DocSearchModal } from '@docsearch/react';
}
declare module '*.css';
