// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSiteConfig, type SiteConfig } from '../config/siteConfig';
import { heldFetch } from '../testing/heldFetch';
import { useSessionStore } from './sessionStore';
import { parseUserDetails, useUserStore } from './userStore';

const login = { token: 'tok', user_id: 7, level: 0, forecast_segment: null, panel_segment: null, user_agrees_contact: true };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const detailsOf = (userId: number, points: number) => ({ user_id: userId, user_surname: 'A', user_lastname: 'B', user_email: 'a@b.co', user_points: points, tickets: 0, city: [], language: {}, user: {} });

describe('user store', () => {
  beforeEach(() => {
    setSiteConfig({ cookieLocaleSuffix: '_en' } as SiteConfig);
    window.history.replaceState(null, '', '/app/history');
    useSessionStore.getState().signIn(login);
  });
  afterEach(() => {
    useUserStore.getState().clear();
    vi.unstubAllGlobals();
  });

  it.each([
    [404, { code: 103, error: 'Not Found', message: 'gone' }],
    [500, { code: 107, error: 'Internal Server Error', message: 'boom' }],
  ])('a user-detail load the server answers with %i signs out and goes to /login', async (status, body) => {
    vi.stubGlobal('fetch', vi.fn(async () => json(status, body)));
    await useUserStore.getState().refresh();
    expect(useUserStore.getState().details).toBeNull();
    expect(useSessionStore.getState().session).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it('a user-detail load answered with something that is not a member\'s details signs out and goes to /login, nothing of it kept', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { weird: true })));
    await useUserStore.getState().refresh();
    expect(useUserStore.getState().details).toBeNull();
    expect(useSessionStore.getState().session).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it('a session the server refuses (401) is dropped with the details; the route guards send the member to sign in and come back', async () => {
    useUserStore.setState({ details: parseUserDetails({ user_id: 7, user_surname: 'A', user_lastname: 'B', user_email: 'a@b.co', user_points: 1, tickets: 0, city: [], language: {}, user: {} }) });
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { code: 101, error: 'Unauthorized', message: 'expired' })));
    await useUserStore.getState().refresh();
    expect(useUserStore.getState().details).toBeNull();
    expect(useSessionStore.getState().session).toBeNull();
    expect(window.location.pathname).toBe('/app/history');
  });

  it('does not revoke the session on the server when the load is refused', async () => {
    const fetchMock = vi.fn(async (_url: string) => json(403, { code: 102, error: 'Forbidden', message: 'not yours' }));
    vi.stubGlobal('fetch', fetchMock);
    await useUserStore.getState().refresh();
    expect(useSessionStore.getState().session).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/rest/user/7']);
  });

  it('ignores a failed load for a session replaced while it ran', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => {
      useSessionStore.getState().signIn({ ...login, token: 'newer', user_id: 8 });
      return json(403, { code: 102, error: 'Forbidden', message: 'not yours' });
    }));
    await useUserStore.getState().refresh();
    expect(useSessionStore.getState().session?.token).toBe('newer');
    expect(window.location.pathname).toBe('/app/history');
  });

  it('keeps the last known details when offline', async () => {
    const details = { user_id: 7, user_surname: 'A', user_lastname: 'B', user_email: 'a@b.co', user_points: 1, tickets: 0, city: [], language: {}, user: {} };
    useUserStore.setState({ details: parseUserDetails(details) });
    vi.stubGlobal('fetch', vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }));
    await useUserStore.getState().refresh();
    expect(useUserStore.getState().details?.user_id).toBe(7);
    expect(window.location.pathname).toBe('/app/history');
  });

  it('keeps the session and the details through a busy answer (503 with Retry-After), and loads again after it', async () => {
    vi.useFakeTimers();
    try {
      useUserStore.setState({ details: parseUserDetails(detailsOf(7, 1)) });
      const answers = [
        new Response(JSON.stringify({ code: 503, error: 'Service Unavailable', message: 'busy' }), { status: 503, headers: { 'retry-after': '1' } }),
        json(200, detailsOf(7, 5)),
      ];
      const fetchMock = vi.fn(async () => answers.shift()!);
      vi.stubGlobal('fetch', fetchMock);
      await useUserStore.getState().refresh();
      expect(useSessionStore.getState().session?.user_id).toBe(7);
      expect(useUserStore.getState().details?.user_points).toBe(1);
      expect(useUserStore.getState().loadFailed).toBe(true);
      expect(window.location.pathname).toBe('/app/history');
      await vi.advanceTimersByTimeAsync(999);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(useUserStore.getState().details?.user_points).toBe(5));
      expect(useUserStore.getState().loadFailed).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the session of a first load that fails (no network, a gateway out of reach) without details, and says so', async () => {
    vi.useFakeTimers();
    try {
      useUserStore.setState({ details: null });
      vi.stubGlobal('fetch', vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }));
      await useUserStore.getState().refresh();
      expect(useSessionStore.getState().session?.user_id).toBe(7);
      expect(useUserStore.getState().loadFailed).toBe(true);
      vi.stubGlobal('fetch', vi.fn(async () => new Response('Bad Gateway', { status: 502 })));
      await useUserStore.getState().retry();
      expect(useSessionStore.getState().session?.user_id).toBe(7);
      expect(useUserStore.getState().loadFailed).toBe(true);
      vi.stubGlobal('fetch', vi.fn(async () => json(200, detailsOf(7, 3))));
      await useUserStore.getState().retry();
      expect(useUserStore.getState().details?.user_points).toBe(3);
      expect(useUserStore.getState().loadFailed).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the latest refresh when an earlier one answers after it', async () => {
    const { answers } = heldFetch();
    const first = useUserStore.getState().refresh();
    const second = useUserStore.getState().refresh();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!(json(200, detailsOf(7, 20)));
    await second;
    answers[0]!(json(200, detailsOf(7, 10)));
    await first;
    expect(useUserStore.getState().details?.user_points).toBe(20);
  });

  it('a screen opening while a load is in flight waits for it: one call, and its failure (500) alone ends the session', async () => {
    const { answers, fetch } = heldFetch();
    const guard = useUserStore.getState().load();
    const screen = useUserStore.getState().load();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!(json(500, { code: 107, error: 'Internal Server Error', message: 'boom' }));
    await Promise.all([guard, screen]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().session).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it('a refresh after a write asks again while a load is in flight, and a screen opening then waits for the refresh', async () => {
    const { answers, fetch } = heldFetch();
    const before = useUserStore.getState().load();
    const afterWrite = useUserStore.getState().refresh();
    const screen = useUserStore.getState().load();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[0]!(json(200, detailsOf(7, 10)));
    answers[1]!(json(200, detailsOf(7, 20)));
    await Promise.all([before, afterWrite, screen]);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(useUserStore.getState().details?.user_points).toBe(20);
  });

  it('a change the server answered to a write (a conversion\'s balance) is not overwritten by a load begun before it', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(200, detailsOf(7, 100))));
    await useUserStore.getState().refresh();
    const { answers } = heldFetch();
    const opening = useUserStore.getState().load();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    useUserStore.getState().applyServerChange((details) => ({ ...details, user_points: 40, tickets: 3 }));
    answers[0]!(json(200, detailsOf(7, 100)));
    await opening;
    expect(useUserStore.getState().details).toMatchObject({ user_points: 40, tickets: 3 });
  });

  it('a change the server answered before any details were known loads them', async () => {
    const fetch = vi.fn(async () => json(200, detailsOf(7, 40)));
    vi.stubGlobal('fetch', fetch);
    useUserStore.getState().applyServerChange((details) => ({ ...details, user_points: 0 }));
    await vi.waitFor(() => expect(useUserStore.getState().details?.user_points).toBe(40));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a load after the last one answered asks again', async () => {
    const fetch = vi.fn(async () => json(200, detailsOf(7, 10)));
    vi.stubGlobal('fetch', fetch);
    await useUserStore.getState().load();
    await useUserStore.getState().load();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('schema-checks persisted details', () => {
    expect(parseUserDetails({ user_id: 'x' })).toBeNull();
    expect(parseUserDetails(null)).toBeNull();
  });
});
