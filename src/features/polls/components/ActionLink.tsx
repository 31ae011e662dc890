import type { ReactNode } from 'react';
import { Link } from 'wouter';

/**
 * A link to a screen of the app: through the router, or with `newTab` a plain link opening a tab of
 * its own (from a partner's iframe the router would navigate inside the frame). noopener: the new tab
 * gets no handle on the partner's frame.
 */
export function ActionLink({ href, newTab, className, children }: { href: string; newTab: boolean; className: string; children: ReactNode }) {
  if (newTab) return <a href={href} target="_blank" rel="noopener" className={className}>{children}</a>;
  return <Link href={href} className={className}>{children}</Link>;
}
