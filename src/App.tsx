import { lazy, Suspense } from 'react';
import { ErrorBoundary } from './components/ErrorBoundary';
import { ToastHost } from './components/ToastHost';
import { AppRoutes } from './app/routes';
import { AfterFirstPaint } from './app/AfterFirstPaint';
import { HydrationGate } from './app/HydrationGate';
import { ScrollToTop } from './app/ScrollToTop';
import { FocusOnNavigation } from './app/FocusOnNavigation';
import { PushModal } from './pwa/PushModal';
import { UpdatePrompt } from './pwa/UpdatePrompt';

/** The document's title, set after the first paint (its table of titles stays out of the first load); never fatal. */
const DocumentTitle = lazy(() => import('./app/DocumentTitle').catch(() => ({ DocumentTitle: () => null })).then((module) => ({ default: module.DocumentTitle })));

/** The app: routes behind the stores' hydration gate; after the first frame, the push modal, the update prompt and the toasts at the bottom centre (spec section 8). */
export function App() {
  return (
    <ErrorBoundary name="App">
      <HydrationGate>
        <ScrollToTop />
        <FocusOnNavigation />
        <AppRoutes />
        <AfterFirstPaint>
          <PushModal />
          <Suspense fallback={null}><DocumentTitle /></Suspense>
        </AfterFirstPaint>
      </HydrationGate>
      <AfterFirstPaint>
        <UpdatePrompt />
        <ToastHost />
      </AfterFirstPaint>
    </ErrorBoundary>
  );
}
