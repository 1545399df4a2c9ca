/**
 * One tab of <Tabs>; Tabs renders its children in a panel and its `attributes` on its tab. Alone
 * it renders its content (with its `className`, as Docusaurus).
 */
import type { TabItemProps } from '../Tabs';

export default function TabItem({ children, className }: TabItemProps) {
  return (
    <div role="tabpanel" className={className}>
      {children}
    </div>
  );
}
