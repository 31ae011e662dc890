import { useId, type ReactNode } from 'react';

/** A side widget: a labelled section with a heading. */
export function Widget({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={`widget widget--${name}`} aria-labelledby={headingId} data-testid={`widget-${name}`}>
      <h2 id={headingId} className="widget__title">{title}</h2>
      {children}
    </section>
  );
}
