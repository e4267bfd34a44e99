import { waitFor } from '@testing-library/react';

/*
 * Fast button lookups by visible name, for large antd pages in jsdom.
 *
 * `getByRole('button', { name })` computes the role of every element in the document and the
 * accessible name (through getComputedStyle) of every button: seconds per call on a resource page.
 * These look only at buttons and read their name directly, with getByRole's contract: exactly one
 * match, else an error naming what was found. Disabled buttons count (tests check that state).
 *
 * A button's name is its aria-label if it has one (so an icon-only button still needs one to be
 * found), else its text with whitespace collapsed. antd puts a space between two CJK characters
 * in a button ('保 存'), so the name is also compared with all whitespace removed.
 *
 * Skipped as hidden: anything inside [aria-hidden="true"], [hidden] or an element whose inline
 * style is display: none (how antd hides a closed drawer, dialog or popup).
 */

export type ButtonName = string | RegExp;

const BUTTONS = 'button, [role="button"]';

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The name a user reads on the button (its aria-label first). */
export function buttonName(element: Element): string {
  const label = element.getAttribute('aria-label');
  return collapse(label !== null && label.trim() !== '' ? label : (element.textContent ?? ''));
}

function isHidden(element: Element): boolean {
  if (element.closest('[aria-hidden="true"], [hidden]')) return true;
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node instanceof HTMLElement && node.style.display === 'none') return true;
  }
  return false;
}

function matches(text: string, name: ButtonName): boolean {
  const squeezed = text.replace(/\s+/g, '');
  if (typeof name === 'string') return text === name || squeezed === name.replace(/\s+/g, '');
  name.lastIndex = 0;
  if (name.test(text)) return true;
  name.lastIndex = 0;
  return name.test(squeezed);
}

/** Every shown button in `container` (not the container itself), in document order. */
function shownButtons(container: ParentNode): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(BUTTONS)).filter((element) => !isHidden(element));
}

function describeFound(buttons: HTMLElement[]): string {
  if (buttons.length === 0) return 'There are no shown buttons here.';
  return `Shown buttons here: ${buttons.map((b) => JSON.stringify(buttonName(b))).join(', ')}.`;
}

const show = (name: ButtonName) => (typeof name === 'string' ? JSON.stringify(name) : String(name));

/** All shown buttons named `name`; an empty array if none. */
export function queryAllButtons(name: ButtonName, container: ParentNode = document.body): HTMLElement[] {
  return shownButtons(container).filter((element) => matches(buttonName(element), name));
}

/** All shown buttons named `name`; throws if there is none. */
export function getAllButtons(name: ButtonName, container: ParentNode = document.body): HTMLElement[] {
  const found = queryAllButtons(name, container);
  if (found.length === 0) throw new Error(`Unable to find a button named ${show(name)}. ${describeFound(shownButtons(container))}`);
  return found;
}

/** The one shown button named `name`, or null if there is none; throws if there are several. */
export function queryButton(name: ButtonName, container: ParentNode = document.body): HTMLElement | null {
  const found = queryAllButtons(name, container);
  if (found.length > 1) {
    throw new Error(`Found ${found.length} buttons named ${show(name)}; expected one. ${describeFound(found)}`);
  }
  return found[0] ?? null;
}

/** The one shown button named `name`; throws if there is none or several. */
export function getButton(name: ButtonName, container: ParentNode = document.body): HTMLElement {
  const found = queryButton(name, container);
  if (!found) throw new Error(`Unable to find a button named ${show(name)}. ${describeFound(shownButtons(container))}`);
  return found;
}

/** Waits (testing-library's asyncUtilTimeout) for the one shown button named `name`. */
export function findButton(name: ButtonName, container: ParentNode = document.body): Promise<HTMLElement> {
  return waitFor(() => getButton(name, container));
}

/** Waits for at least one shown button named `name`. */
export function findAllButtons(name: ButtonName, container: ParentNode = document.body): Promise<HTMLElement[]> {
  return waitFor(() => getAllButtons(name, container));
}
