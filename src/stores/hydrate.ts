import { useSessionStore } from './sessionStore';
import { useUserStore } from './userStore';
import { endSessionRefusedToWorker } from './workerSessionRefusal';

/**
 * Reads the persisted session and user details (after the site configuration is loaded); a session
 * the worker found refused ends here, once `texts` (the languages' loading) has settled: the member is
 * told in words why they must log in again.
 */
export async function hydrateStores(texts: Promise<unknown> = Promise.resolve()): Promise<void> {
  try {
    await Promise.all([useSessionStore.persist.rehydrate(), useUserStore.persist.rehydrate()]);
  } catch (error) {
    console.error('Persisted state could not be read', error);
  }
  await texts.catch(() => undefined);
  await endSessionRefusedToWorker();
  const session = useSessionStore.getState().session;
  const details = useUserStore.getState().details;
  if (!session || (details && details.user_id !== session.user_id)) useUserStore.getState().clear();
  useSessionStore.setState({ hydrated: true });
}
