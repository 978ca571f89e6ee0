import type { ReactNode } from 'react';

/** AdminTable is the console's list table: dense, scrolling sideways when the screen is
 * narrow, with head as the cells of its header row and children as its body rows. */
export function AdminTable({ head, children }: { head: ReactNode; children: ReactNode }) {
  return (
    <div className="table-responsive admin-table-wrap">
      <table className="table table-sm align-middle admin-table mb-0">
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
