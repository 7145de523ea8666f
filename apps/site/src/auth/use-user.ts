/** React view of the stored admin user: re-renders on login and logout. */
import { useSyncExternalStore } from 'react';
import { readUser, type StoredUser, storedUserText, subscribeUser } from './token-store.js';

/** The logged-in user, or undefined when logged out (or the token has expired). */
export function useUser(): StoredUser | undefined {
  const text = useSyncExternalStore(subscribeUser, () => storedUserText());
  // The text changes on every login and logout; expiry is checked on each render.
  return text === null ? undefined : readUser();
}
