/** Longest name kept (in UTF-16 units); the extension is preserved when cutting. */
const MAX_NAME_LENGTH = 200;

/**
 * The name a client gave a file, reduced to something safe to show and to send back in
 * Content-Disposition: the last path segment only (either slash style), without control or
 * bidirectional-override characters, trimmed of dots and spaces at the ends. It is metadata only:
 * stored files are named by the server.
 */
export function cleanFilename(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // C0/C1 controls and the Unicode bidi overrides that make "exe.pdf" look like "fdp.exe".
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 17 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_NAME_LENGTH - ext.length) + ext;
}
