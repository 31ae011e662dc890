import type { ReactNode } from 'react';
import './dataTable.css';

/** A table that scrolls sideways on a narrow phone; focusable so the keyboard can scroll it too. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return <div className="data-table__scroll" role="region" aria-label={label} tabIndex={0}>{children}</div>;
}
