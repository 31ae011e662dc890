import { useToastAnnouncements } from './toastAnnouncements';
import './components.css';

/**
 * The toasts' two live regions, in the page from the first render: a region that arrives already
 * holding its text is often not read, so the toasts' texts are written into these instead.
 */
export function ToastAnnouncer() {
  const polite = useToastAnnouncements((state) => state.polite);
  const assertive = useToastAnnouncements((state) => state.assertive);
  return (
    <>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="toast-announcer-polite">{polite}</div>
      <div className="visually-hidden" aria-live="assertive" aria-atomic="true" data-testid="toast-announcer-assertive">{assertive}</div>
    </>
  );
}
