import type { ReactNode } from 'react';

/** PageHeader is a console screen's title with its tools on the right. */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="admin-page-header">
      <h1 className="h4 mb-0">{title}</h1>
      {children ? <div className="d-flex gap-2 flex-wrap">{children}</div> : null}
    </div>
  );
}
