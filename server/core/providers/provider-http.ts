/** A provider refused the token or code, answered late, or answered something we cannot read. */
export class ProviderFailure extends Error {}

/** The verified person a provider vouches for (names and e-mail, or Aitu's phone). */
export interface ProviderProfile {
  email: string | null;
  firstName: string;
  lastName: string;
  phone?: string;
}

/** A provider whose sign-in token the server checks with the provider itself. */
export interface TokenVerifier {
  verify(token: string): Promise<ProviderProfile>;
}

type Json = Record<string, unknown>;

/**
 * One call to a provider: JSON back within `timeoutMs`, else a ProviderFailure (timeouts, network
 * errors, non-2xx answers and malformed bodies alike), so no provider trouble ever becomes a 500.
 */
export async function providerJson(url: string, timeoutMs: number, init: RequestInit = {}): Promise<Json> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json', ...init.headers } });
  } catch (error) {
    throw new ProviderFailure(`provider unreachable: ${(error as Error).name}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ProviderFailure(`provider answered ${response.status} with a body that is not JSON`);
  }
  if (!response.ok) throw new ProviderFailure(`provider answered ${response.status}`);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ProviderFailure('provider answered a JSON that is not an object');
  return body as Json;
}

/** A string field of a provider's answer; anything else counts as absent. */
export const text = (body: Json, field: string): string | undefined => {
  const value = body[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** A field that must be there, or the answer is malformed. */
export function required(body: Json, field: string): string {
  const value = body[field];
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  const found = text(body, field);
  if (found === undefined) throw new ProviderFailure(`provider answer lacks ${field}`);
  return found;
}
