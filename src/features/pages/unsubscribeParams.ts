/** Reads the signed link's user id (u) and signature (s); null when the link is incomplete. */
export function unsubscribeParams(search: string): { userId: number; signature: string } | null {
  const query = new URLSearchParams(search);
  const userId = Number(query.get('u'));
  const signature = query.get('s') ?? '';
  if (!Number.isInteger(userId) || userId < 1 || !/^[A-Za-z0-9_-]{1,100}$/.test(signature)) return null;
  return { userId, signature };
}
