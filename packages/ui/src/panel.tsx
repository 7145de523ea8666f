import type { ReactNode } from 'react';

export interface PanelProps {
  title?: ReactNode;
  /** Heading level of the title (default 2). */
  level?: 2 | 3;
  children: ReactNode;
  className?: string;
  id?: string;
}

/** A bordered group of inputs or results with an optional heading. */
export function Panel({ title, level = 2, children, className, id }: PanelProps) {
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <section className={`ot-panel${className ? ` ${className}` : ''}`} aria-labelledby={id ? `${id}-title` : undefined}>
      {title !== undefined && <H id={id ? `${id}-title` : undefined}>{title}</H>}
      {children}
    </section>
  );
}
