/**
 * `attachment` with the original name, safe in a header: a plain-ASCII fallback for old clients
 * and the exact name as RFC 5987 `filename*` (UTF-8, percent-encoded), so quotes, semicolons,
 * line breaks or non-Latin names can neither break the header nor inject parameters.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'download';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
