import { Suspense } from 'react';
import { ErrorBoundary } from './components/ErrorBoundary';
import { ToastHost } from './components/ToastHost';
import { AppRoutes } from './app/routes';
import { AfterFirstPaint } from './app/AfterFirstPaint';
import { HydrationGate } from './app/HydrationGate';
import { ScrollToTop } from './app/ScrollToTop';
import { FocusOnNavigation } from './app/FocusOnNavigation';
import { optionalLazy } from './lib/optionalLazy';

// What shows only after the first paint stays out of the first load.
const DocumentTitle = optionalLazy(() => import('./app/DocumentTitle'), 'DocumentTitle');
const PushModal = optionalLazy(() => import('./pwa/PushModal'), 'PushModal');
const UpdatePrompt = optionalLazy(() => import('./pwa/UpdatePrompt'), 'UpdatePrompt');

/** The app: routes behind the stores' hydration gate; after the first frame, the push modal, the update prompt and the toasts at the bottom centre. */
export function App() {
  return (
    <ErrorBoundary name="App">
      <HydrationGate>
        <ScrollToTop />
        <FocusOnNavigation />
        <AppRoutes />
        <AfterFirstPaint>
          <Suspense fallback={null}>
            <PushModal />
            <DocumentTitle />
          </Suspense>
        </AfterFirstPaint>
      </HydrationGate>
      <AfterFirstPaint>
        <Suspense fallback={null}><UpdatePrompt /></Suspense>
        <ToastHost />
      </AfterFirstPaint>
    </ErrorBoundary>
  );
}
