import { useSessionStore } from './sessionStore';
import { useUserStore } from './userStore';

/** Reads the persisted session and user details (after the site configuration is loaded). */
export async function hydrateStores(): Promise<void> {
  try {
    await Promise.all([useSessionStore.persist.rehydrate(), useUserStore.persist.rehydrate()]);
  } catch (error) {
    console.error('Persisted state could not be read', error);
  }
  const session = useSessionStore.getState().session;
  const details = useUserStore.getState().details;
  if (!session || (details && details.user_id !== session.user_id)) useUserStore.getState().clear();
  useSessionStore.setState({ hydrated: true });
}
