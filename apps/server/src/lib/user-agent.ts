import { UAParser } from 'ua-parser-js';

/** Longest stored browser or system label (a hostile agent string can claim anything). */
const LABEL_MAX = 64;
/** Longest user agent kept beside a login row or session. */
export const USER_AGENT_MAX = 500;

export interface ClientAgent {
  /** e.g. 'Chrome 131'; empty when unknown. */
  browser: string;
  /** e.g. 'Windows 10', 'Mac OS 10.15.7'; empty when unknown. */
  os: string;
}

const label = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' ').slice(0, LABEL_MAX);

/** The browser (with its major version) and the system a user agent names, read by ua-parser-js. */
export function clientAgentOf(userAgent: string): ClientAgent {
  if (!userAgent) return { browser: '', os: '' };
  const parsed = new UAParser(userAgent.slice(0, USER_AGENT_MAX)).getResult();
  return { browser: label(parsed.browser.name, parsed.browser.major), os: label(parsed.os.name, parsed.os.version) };
}

/** The agent columns of a sys_login_log row: the raw text (cut) plus what it says, parsed once when written. */
export function loginLogAgent(userAgent: string): ClientAgent & { userAgent: string } {
  return { userAgent: userAgent.slice(0, USER_AGENT_MAX), ...clientAgentOf(userAgent) };
}
