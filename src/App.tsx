import { Toaster } from 'react-hot-toast';
import { ErrorBoundary } from './components/ErrorBoundary';
import { useSiteConfig } from './config/siteConfig';
import { AppRoutes } from './app/routes';
import { HydrationGate } from './app/HydrationGate';
import { ScrollToTop } from './app/ScrollToTop';
import { PushModal } from './app/pwa/PushModal';
import { UpdatePrompt } from './app/pwa/UpdatePrompt';

/** The app: routes behind the stores' hydration gate, the push modal and update prompt, toasts at the bottom centre (spec section 8). */
export function App() {
  const { toastDurationMs } = useSiteConfig();
  return (
    <ErrorBoundary name="App">
      <HydrationGate>
        <ScrollToTop />
        <AppRoutes />
        <PushModal />
      </HydrationGate>
      <UpdatePrompt />
      <Toaster position="bottom-center" toastOptions={{ duration: toastDurationMs }} />
    </ErrorBoundary>
  );
}
