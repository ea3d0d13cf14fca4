import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import classes from './PrintSheet.module.css';

/**
 * What the browser prints instead of the page: its children, portalled into <body> and shown only
 * in print (PrintSheet.module.css). A page that offers Print renders one and calls window.print().
 */
export function PrintSheet({
  label,
  testId,
  className,
  children,
}: {
  /** The sheet's accessible name, e.g. "Receipt print view". */
  label: string;
  testId?: string;
  /** The feature's own type and table styles for the sheet. */
  className?: string;
  children: ReactNode;
}) {
  return createPortal(
    <section
      className={className ? `${classes.sheet} ${className}` : classes.sheet}
      data-print-sheet
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </section>,
    document.body,
  );
}
