import type { ReactNode } from 'react';
import './layout.css';
import { AfterFirstPaint } from '../AfterFirstPaint';
import { CookieNotice } from './CookieNotice';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';

/** The visitor frame: header and the content first; then the site links and the cookie notice when enabled. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--public" data-testid="public-layout">
      <SkipLink />
      <Header />
      <div className="layout__body">
        <main id="main" className="layout__main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <AfterFirstPaint>
        <Footer />
        <CookieNotice />
      </AfterFirstPaint>
    </div>
  );
}
