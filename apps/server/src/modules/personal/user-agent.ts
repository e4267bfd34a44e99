/** What the personal centre shows of a user agent: the browser and the system, each with its major version. */
export interface ClientLabel {
  browser: string;
  os: string;
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/HeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/Version\/(\d+)(?:\.\d+)*.*Safari\//, 'Safari'],
  [/MSIE (\d+)/, 'Internet Explorer'],
  [/Trident\/.*rv:(\d+)/, 'Internet Explorer'],
  [/curl\/(\d+)/, 'curl'],
];

const WINDOWS: Record<string, string> = { '10.0': '10', '6.3': '8.1', '6.2': '8', '6.1': '7', '6.0': 'Vista', '5.1': 'XP' };

function osOf(ua: string): string {
  let m = /Windows NT (\d+\.\d+)/.exec(ua);
  if (m) return `Windows ${WINDOWS[m[1]!] ?? m[1]}`;
  m = /(?:iPhone|CPU) OS (\d+)/.exec(ua);
  if (m) return `iOS ${m[1]}`;
  if (/iPad/.test(ua)) return 'iPadOS';
  m = /Android (\d+(?:\.\d+)?)/.exec(ua);
  if (m) return `Android ${m[1]}`;
  m = /Mac OS X (\d+)[._](\d+)/.exec(ua);
  if (m) return `macOS ${m[1]}.${m[2]}`;
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return '';
}

/** Reads a user agent well enough to recognise one's own devices; unknown parts stay empty. */
export function clientLabelOf(userAgent: string): ClientLabel {
  let browser = '';
  for (const [pattern, name] of BROWSERS) {
    const m = pattern.exec(userAgent);
    if (m) {
      browser = `${name} ${m[1]}`;
      break;
    }
  }
  return { browser, os: osOf(userAgent) };
}
