/**
 * The browser and system a user agent names, in words an operator recognises on a phone before
 * confirming a sign-in ("Chrome 126", "Windows 10/11"). Only the families a console is opened in;
 * anything else reads '' and the phone shows the raw agent. Order matters: Chromium-based browsers
 * also say "Chrome" and "Safari", so the specific names are tried first.
 */

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\bMicroMessenger\/(\d+)/, 'WeChat'],
  [/\bDingTalk\/(\d+)/, 'DingTalk'],
  [/\bYaBrowser\/(\d+)/, 'Yandex'],
  [/\bHeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/\bFirefox\/(\d+)/, 'Firefox'],
  [/\bFxiOS\/(\d+)/, 'Firefox'],
  [/\bCriOS\/(\d+)/, 'Chrome'],
  [/\bChromium\/(\d+)/, 'Chromium'],
  [/\bChrome\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+(?:\.\d+)?).*\bSafari\//, 'Safari'],
];

const WINDOWS: Record<string, string> = { '10.0': '10/11', '6.3': '8.1', '6.2': '8', '6.1': '7' };

function readOs(ua: string): string {
  const windows = /Windows NT (\d+\.\d+)/.exec(ua);
  if (windows) return `Windows ${WINDOWS[windows[1]!] ?? windows[1]}`;
  const ios = /\b(iPhone|iPad|iPod)\b.*? OS (\d+)(?:_(\d+))?/.exec(ua);
  if (ios) return `${ios[1] === 'iPad' ? 'iPadOS' : 'iOS'} ${ios[2]}${ios[3] ? `.${ios[3]}` : ''}`;
  const android = /\bAndroid (\d+(?:\.\d+)?)/.exec(ua);
  if (android) return `Android ${android[1]}`;
  const mac = /\bMac OS X (\d+)[_.](\d+)/.exec(ua);
  if (mac) return `macOS ${mac[1]}.${mac[2]}`;
  if (/\bCrOS\b/.test(ua)) return 'ChromeOS';
  if (/\bLinux\b/.test(ua)) return 'Linux';
  return '';
}

export function describeUserAgent(ua: string): { browser: string; os: string } {
  let browser = '';
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  return { browser, os: readOs(ua) };
}
