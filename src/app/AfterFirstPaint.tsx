import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '../lib/afterNextPaint';

/**
 * Renders its children once the first frame is on screen: what is below the fold or not shown yet
 * (the footer, the cookie notice, prompts and modals waiting for an event) stays out of the first
 * render. React runs effects before the paint at times, so the turn comes after the next painted
 * frame; the render is a transition, which React does in slices that leave the main thread free.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted ? <>{children}</> : null;
}
