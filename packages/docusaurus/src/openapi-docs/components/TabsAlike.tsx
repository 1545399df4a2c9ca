/** The plugin's tab groups (OperationTabs, SchemaTabs, MimeTabs, ApiTabs, DiscriminatorTabs): Folio's Tabs. */
import type { ReactNode } from 'react';
import Tabs from '@theme/Tabs';

export default function TabsAlike({ children, className, groupId }: { children?: ReactNode; className?: string; groupId?: string }) {
  return (
    <Tabs className={className} groupId={groupId}>
      {children}
    </Tabs>
  );
}
