import { useEffect } from 'react';
import { resolveValue, ToastBar, Toaster, useToasterStore } from 'react-hot-toast';
import { forgetDismissed, useToastHost } from './toast';
import { RESERVED_SPACE_BELOW } from '../lib/reservedSpace';

/** The toasts' distance from the viewport's bottom (the toaster's own), plus what a bar there covers. */
const CONTAINER_STYLE = { bottom: `calc(16px + var(${RESERVED_SPACE_BELOW}, 0px))` };

/**
 * The toasts at the bottom centre, above the cookie notice while it shows. A message shown again
 * while its toast is on screen updates that toast (no copies stacked), so its live region's text
 * would not change and a screen reader would stay silent: the text is keyed by the showing, so each
 * showing puts a new node in the region. Once dismissed, a toast is forgotten: shown again, it is a
 * new toast. The icon, outside that region, is decoration: hidden from assistive technology.
 */
export function Toasts({ duration }: { duration: number }) {
  const showings = useToastHost((state) => state.showings);
  const { toasts } = useToasterStore();
  useEffect(() => {
    forgetDismissed(new Set(toasts.filter((shown) => shown.dismissed).map((shown) => shown.id)));
  }, [toasts]);
  return (
    <Toaster position="bottom-center" toastOptions={{ duration }} containerStyle={CONTAINER_STYLE}>
      {(shown) => (
        <ToastBar
          toast={{ ...shown, message: <span key={showings[shown.id] ?? 0}>{resolveValue(shown.message, shown)}</span> }}
          position="bottom-center"
        >
          {({ icon, message }) => (
            <>
              <span aria-hidden="true">{icon}</span>
              {message}
            </>
          )}
        </ToastBar>
      )}
    </Toaster>
  );
}
