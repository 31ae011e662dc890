import { ErrorBoundary } from './components/ErrorBoundary';
import { ToastHost } from './components/ToastHost';
import { AppRoutes } from './app/routes';
import { AfterFirstPaint } from './app/AfterFirstPaint';
import { HydrationGate } from './app/HydrationGate';
import { ScrollToTop } from './app/ScrollToTop';
import { FocusOnNavigation } from './app/FocusOnNavigation';
import { DocumentTitle } from './app/DocumentTitle';
import { PushModal } from './pwa/PushModal';
import { UpdatePrompt } from './pwa/UpdatePrompt';

/** The app: routes behind the stores' hydration gate; after the first frame, the push modal, the update prompt and the toasts at the bottom centre (spec section 8). */
export function App() {
  return (
    <ErrorBoundary name="App">
      <HydrationGate>
        <ScrollToTop />
        <FocusOnNavigation />
        <DocumentTitle />
        <AppRoutes />
        <AfterFirstPaint><PushModal /></AfterFirstPaint>
      </HydrationGate>
      <AfterFirstPaint>
        <UpdatePrompt />
        <ToastHost />
      </AfterFirstPaint>
    </ErrorBoundary>
  );
}
