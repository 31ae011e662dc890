import { ErrorBoundary } from './components/ErrorBoundary';
import { ToastHost } from './components/ToastHost';
import { AppRoutes } from './app/routes';
import { HydrationGate } from './app/HydrationGate';
import { ScrollToTop } from './app/ScrollToTop';
import { PushModal } from './app/pwa/PushModal';
import { UpdatePrompt } from './app/pwa/UpdatePrompt';

/** The app: routes behind the stores' hydration gate, the push modal and update prompt, toasts at the bottom centre (spec section 8). */
export function App() {
  return (
    <ErrorBoundary name="App">
      <HydrationGate>
        <ScrollToTop />
        <AppRoutes />
        <PushModal />
      </HydrationGate>
      <UpdatePrompt />
      <ToastHost />
    </ErrorBoundary>
  );
}
