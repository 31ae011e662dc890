// The scheme's name is case-insensitive in HTTP ("basic", "BASIC").
const BASIC = /^Basic +([A-Za-z0-9+/]+={0,2})$/i;

/**
 * The decoded text of `Authorization: Basic base64(name:password)`; undefined when the header is
 * absent or not of that form.
 */
export function decodeBasic(authorization: string | undefined): string | undefined {
  const basic = authorization ? BASIC.exec(authorization.trim()) : null;
  return basic ? Buffer.from(basic[1] as string, 'base64').toString('utf8') : undefined;
}
