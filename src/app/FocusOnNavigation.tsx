import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { focusMainAfterPageChange } from '../lib/focusAfterNavigation';

/** Frames to wait for the new page's main region (its frame may still be loading): about ten seconds. */
const FRAMES_FOR_MAIN = 600;

/** On each path change, focus the new page's main region if the change lost focus or left it behind the content. */
export function FocusOnNavigation() {
  const [path] = useLocation();
  const focusedFor = useRef(path);
  useEffect(() => {
    if (focusedFor.current === path) return;
    focusedFor.current = path;
    // From the next frame, once the new screen has mounted and focused what it wants; a frame that
    // mounts later (the member's area after signing in) is waited for, frame by frame.
    let framesLeft = FRAMES_FOR_MAIN;
    let frame = 0;
    const focusWhenMounted = () => {
      if (document.getElementById('main')) focusMainAfterPageChange(document);
      else if (--framesLeft > 0) frame = requestAnimationFrame(focusWhenMounted);
    };
    frame = requestAnimationFrame(focusWhenMounted);
    return () => cancelAnimationFrame(frame);
  }, [path]);
  return null;
}
