// The device of a session, as /me names it, read from the User-Agent of its login: the desktop app
// (its User-Agent carries 'Electron') or the browser, and the system. A small reader of the common
// cases, not a full parser: anything else is 'Navegador desconhecido' or 'sistema desconhecido'.

const BROWSERS: [RegExp, string][] = [
  [/\bEdgA?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const first = (ua: string, list: [RegExp, string][]) => list.find(([pattern]) => pattern.test(ua))?.[1];

/** 'Aplicativo desktop no Windows', 'Chrome no Android', 'Firefox no Linux', 'Navegador desconhecido'. */
export function deviceOf(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  const system = first(ua, SYSTEMS);
  const app = /\bElectron\//.test(ua) ? 'Aplicativo desktop' : first(ua, BROWSERS);
  if (!app) return system ? `Navegador desconhecido no ${system}` : 'Navegador desconhecido';
  return system ? `${app} no ${system}` : app;
}
