/** One tab of <Tabs>; Tabs renders its children in a panel. Alone it renders its content. */
import type { ReactNode } from 'react';

export default function TabItem({ children }: { value: string; label?: ReactNode; default?: boolean; children?: ReactNode }) {
  return <div role="tabpanel">{children}</div>;
}
