import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children in a task of their own once the first frame is on screen: what is below the
 * fold or not shown yet (the footer, the cookie notice, prompts and modals waiting for an event)
 * does not lengthen the first render's task on a phone.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // Effects run after the frame is painted; the timeout puts the render in the next task.
    const timer = window.setTimeout(() => setPainted(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return painted ? <>{children}</> : null;
}
