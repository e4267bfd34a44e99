/**
 * Hands bytes to the browser's download under a name. The object URL is freed a minute later, once
 * the download has surely started (freed at once, some browsers save nothing).
 */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
