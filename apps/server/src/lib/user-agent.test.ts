import { describe, expect, it } from 'vitest';
import { clientAgentOf, loginLogAgent, USER_AGENT_MAX } from './user-agent';

describe('clientAgentOf', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'Chrome 126', 'Windows 10'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 Edg/125.0.2535.67', 'Edge 125', 'Windows 10'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'Safari 17', 'Mac OS 10.15.7'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1', 'Chrome 126', 'iOS 17.5'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36', 'Samsung Internet 25', 'Android 14'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'Chrome Headless 131', 'Linux'],
  ])('%s', (ua, browser, os) => {
    expect(clientAgentOf(ua)).toEqual({ browser, os });
  });

  it('leaves what it does not know empty', () => {
    expect(clientAgentOf('')).toEqual({ browser: '', os: '' });
    expect(clientAgentOf('lightMyRequest')).toEqual({ browser: '', os: '' });
  });

  it('keeps a hostile agent short: the stored text and both labels are cut', () => {
    const hostile = `Mozilla/5.0 (${'X'.repeat(5000)}) Chrome/1${'9'.repeat(500)}`;
    const agent = loginLogAgent(hostile);
    expect(agent.userAgent).toHaveLength(USER_AGENT_MAX);
    expect(agent.browser.length).toBeLessThanOrEqual(64);
    expect(agent.os.length).toBeLessThanOrEqual(64);
  });
});
