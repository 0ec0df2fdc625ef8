// Theme and branding: antd in pt-BR, dark by default and remembered, and the host's branding (title,
// favicon, logo, login background); branded hosts force their light theme and ignore the switch.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
// The ES build of the locale: `antd/locale/pt_BR` is CommonJS and brought its own copies of the pickers' locales.
import ptBR from 'antd/es/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import type { BrandingResponse } from '../../shared/account/schemas';
import { useBrandingQuery } from '../api/account';
import { FeedbackRoot } from '../components/feedback';
import { setDarkMode, useDarkModeChoice } from './session';

dayjs.locale('pt-br');

export const DEFAULT_BRANDING: BrandingResponse = {
  host: '',
  title: 'Painel Revenda',
  favicon: '/brand/favicon.svg',
  logo: '/brand/logo.svg',
  background: '/brand/background.svg',
  forceLight: false,
};

interface Look {
  dark: boolean;
  /** False on branded hosts: the switch is hidden and ignored. */
  canSwitch: boolean;
  setDark: (dark: boolean) => void;
  branding: BrandingResponse;
}

const LookContext = createContext<Look>({ dark: true, canSwitch: true, setDark: setDarkMode, branding: DEFAULT_BRANDING });
export const useLook = () => useContext(LookContext);

/** Sets the tab's title in place of the branding's (a page of its own, as the reseller's test page). */
const TabTitleContext = createContext<(title: string | null) => void>(() => undefined);

/** The tab's title while the calling screen is shown (null: the branding's); the branding's again when it goes. */
export function useTabTitle(title: string | null) {
  const setTitle = useContext(TabTitleContext);
  useEffect(() => {
    setTitle(title);
    return () => setTitle(null);
  }, [setTitle, title]);
}

/** The system's "reduce motion" accessibility setting: antd's animations are left out for it. */
const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The text look antd's App gives what it wraps (colour, size, font): the App itself loads later (components/feedback.tsx). */
function BaseText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>{children}</div>;
}

/**
 * `styles`: antd's styles made at run time, as the app needs them; without (the component tests, where
 * nothing is laid out), antd's zero-runtime mode skips making them, most of a test's time in happy-dom.
 */
export function ThemeRoot({ children, motion = true, styles = true }: { children: ReactNode; motion?: boolean; styles?: boolean }) {
  const host = typeof location !== 'undefined' ? location.hostname : '';
  const { data } = useBrandingQuery(host);
  const branding = data ?? DEFAULT_BRANDING;
  const choice = useDarkModeChoice();
  const dark = branding.forceLight ? false : choice;
  const [tabTitle, setTabTitle] = useState<string | null>(null);

  useEffect(() => {
    document.title = tabTitle ?? branding.title;
  }, [branding.title, tabTitle]);

  useEffect(() => {
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (icon) icon.href = branding.favicon;
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  }, [branding, dark]);

  return (
    <LookContext.Provider value={{ dark, canSwitch: !branding.forceLight, setDark: setDarkMode, branding }}>
      <TabTitleContext.Provider value={setTabTitle}>
        <ConfigProvider
          locale={ptBR}
          theme={{
            zeroRuntime: !styles,
            algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
            token: { motion: motion && !reducedMotion(), ...(branding.primaryColor ? { colorPrimary: branding.primaryColor } : {}) },
          }}
        >
          <BaseText>
            <FeedbackRoot>{children}</FeedbackRoot>
          </BaseText>
        </ConfigProvider>
      </TabTitleContext.Provider>
    </LookContext.Provider>
  );
}
