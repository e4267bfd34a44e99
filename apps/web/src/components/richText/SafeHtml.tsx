import { createElement, Fragment, type ReactNode } from 'react';
import './richText.css';

/**
 * Stored rich text shown without ever handing HTML to the browser's parser-with-side-effects:
 * DOMParser builds an inert document (no browsing context: no script runs, no image loads, no
 * handler fires), and only an allow-list of elements and attributes is rebuilt from it as React
 * nodes. The server already keeps content to its own allow-list (sanitize-html); this is the
 * second wall, so a row written before that, or by a path that skipped it, still cannot run.
 *
 * Why not a sandboxed iframe (`srcdoc`, `sandbox=""`): its document is opaque to the page, so it
 * can neither size itself to its content nor take the console's theme, fonts and dark mode, and
 * its links could not be opened; the rebuilt nodes read like the rest of the page and need
 * nothing from the CSP (no inline script, no frame).
 */

/** Elements kept as they are (attributes dropped unless listed in ATTRIBUTES). */
const TAGS = new Set([
  'p', 'br', 'hr', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'mark', 'small', 'sub', 'sup',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'abbr', 'cite', 'q', 'dl', 'dt', 'dd',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'a', 'img',
]);
/** Dropped with everything inside: their text is code, not prose. */
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed', 'svg', 'math', 'textarea', 'select', 'title', 'head', 'link', 'meta', 'base']);
const VOID = new Set(['br', 'hr', 'img']);
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** A link's target when it is one a reader may follow (never script, data or a relative trick). */
function safeHref(raw: string | null): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw.trim(), window.location.href);
    return LINK_PROTOCOLS.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Images only from the console's own origin (the file centre): the CSP refuses others anyway. */
function safeImageSrc(raw: string | null): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw.trim(), window.location.href);
    return url.origin === window.location.origin && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const span = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 && n <= 100 ? n : undefined;
};

function attributesOf(el: Element, tag: string, key: number): Record<string, unknown> | null {
  const props: Record<string, unknown> = { key };
  if (tag === 'a') {
    const href = safeHref(el.getAttribute('href'));
    if (href) Object.assign(props, { href, target: '_blank', rel: 'noopener noreferrer' });
  } else if (tag === 'img') {
    const src = safeImageSrc(el.getAttribute('src'));
    if (!src) return null;
    Object.assign(props, { src, alt: el.getAttribute('alt') ?? '', loading: 'lazy' });
  } else if (tag === 'td' || tag === 'th') {
    Object.assign(props, { colSpan: span(el.getAttribute('colspan')), rowSpan: span(el.getAttribute('rowspan')) });
  } else if (tag === 'ol') {
    const start = Number(el.getAttribute('start'));
    if (Number.isInteger(start) && start !== 1) props.start = start;
  }
  return props;
}

function toNodes(parent: ParentNode): ReactNode[] {
  const out: ReactNode[] = [];
  parent.childNodes.forEach((node, key) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out.push(node.textContent);
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const el = node as Element;
    const tag = el.localName;
    if (DROPPED.has(tag)) return;
    // An element not on the list gives up its wrapper, not its text.
    if (!TAGS.has(tag)) {
      out.push(createElement(Fragment, { key }, ...toNodes(el)));
      return;
    }
    const props = attributesOf(el, tag, key);
    if (!props) {
      const alt = el.getAttribute('alt');
      if (alt) out.push(alt);
      return;
    }
    // A link whose address was refused is no link: its text stays, as plain text.
    const element = tag === 'a' && !props.href ? 'span' : tag;
    out.push(VOID.has(tag) ? createElement(element, props) : createElement(element, props, ...toNodes(el)));
  });
  return out;
}

/** React nodes of an HTML fragment, kept to the allow-list above. */
export function safeHtmlNodes(html: string): ReactNode[] {
  return toNodes(new DOMParser().parseFromString(html, 'text/html').body);
}

export function SafeHtml({ html, testId }: { html: string; testId?: string }) {
  return (
    <div className="ld-rich-text" data-testid={testId}>
      {safeHtmlNodes(html)}
    </div>
  );
}
