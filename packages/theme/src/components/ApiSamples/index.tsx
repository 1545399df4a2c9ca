/**
 * Request samples: one tab per language (curl, JavaScript, Python). The code is fenced code in the
 * page, highlighted at build time; the language choice is shared by every operation page.
 */
import type { ReactNode } from 'react';
import Tabs from '@theme/Tabs';
import './styles.css';

export default function ApiSamples({ children }: { children?: ReactNode }) {
  return (
    <div className="api-samples">
      <Tabs groupId="api-samples">{children}</Tabs>
    </div>
  );
}
