import { authorizationFor, buildPath } from '../../api/client';
import { routePaths } from '@contract/rules/route-paths';
import { useSessionStore } from '../../stores/sessionStore';

let cached: { key: string; url: Promise<string | null> } | null = null;

/**
 * The member's photo as an object URL (GET user/{id}/photo needs the Authorization header, which an
 * <img> cannot send), or null when it cannot be read. One photo is kept: a new version replaces it.
 */
export function memberPhotoUrl(userId: number, version: number): Promise<string | null> {
  const key = `${userId}:${version}`;
  if (cached?.key === key) return cached.url;
  const previous = cached;
  cached = { key, url: fetchPhoto(userId) };
  void previous?.url.then((url) => url && URL.revokeObjectURL(url));
  return cached.url;
}

async function fetchPhoto(userId: number): Promise<string | null> {
  const session = useSessionStore.getState().session;
  if (!session || session.user_id !== userId) return null;
  try {
    const response = await fetch(buildPath(routePaths.getUserPhoto.url, { id: userId }), {
      headers: { authorization: authorizationFor({ userId, token: session.token }) },
    });
    return response.ok ? URL.createObjectURL(await response.blob()) : null;
  } catch {
    return null;
  }
}
