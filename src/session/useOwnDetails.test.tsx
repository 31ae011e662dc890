// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserDetails } from '@contract/schemas/entities';
import { useUserStore } from '../stores/userStore';
import { useSessionStore } from '../stores/sessionStore';
import { signedIn } from '../testing/signedIn';
import { useOwnDetails } from './useOwnDetails';

const detailsOf = (userId: number, complete: boolean) =>
  ({ user_id: userId, user_surname: 'Ann', user_lastname: 'Lee', user_birthdate: complete ? '1990-01-01' : null, user_sex: 'F', city: [{ id: 1 }] }) as unknown as UserDetails;

afterEach(() => {
  useSessionStore.setState({ session: null });
  useUserStore.setState({ details: null, fresh: false, loadFailed: false });
});

describe('useOwnDetails', () => {
  it('reads the signed-in member\'s details: their profile\'s completeness and whether they are current', () => {
    signedIn(7);
    useUserStore.setState({ details: detailsOf(7, true), fresh: false, loadFailed: false });
    expect(renderHook(() => useOwnDetails()).result.current).toMatchObject({ profileComplete: true, current: false });
    useUserStore.setState({ details: detailsOf(7, false), fresh: true });
    expect(renderHook(() => useOwnDetails()).result.current).toMatchObject({ details: { user_id: 7 }, profileComplete: false, current: true });
    useUserStore.setState({ fresh: false, loadFailed: true });
    expect(renderHook(() => useOwnDetails()).result.current.current).toBe(true);
  });

  it('knows nothing of the profile from another user\'s details (a replaced session\'s) or without a session', () => {
    useUserStore.setState({ details: detailsOf(7, true), fresh: true });
    signedIn(8);
    expect(renderHook(() => useOwnDetails()).result.current).toEqual({ details: null, profileComplete: null, current: true });
    useSessionStore.setState({ session: null });
    expect(renderHook(() => useOwnDetails()).result.current).toMatchObject({ details: null, profileComplete: null });
  });
});
