// Theme and branding: antd in pt-BR, dark by default and remembered, and the host's branding (title,
// favicon, logo, login background); branded hosts force their light theme and ignore the switch.
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
// The ES build of the locale: `antd/locale/pt_BR` is CommonJS and brought its own copies of the pickers' locales.
import ptBR from 'antd/es/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import type { BrandingResponse } from '../../shared/api';
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

/** The system's "reduce motion" accessibility setting: antd's animations are left out for it. */
const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The text look antd's App gives what it wraps (colour, size, font): the App itself loads later (components/feedback.tsx). */
function BaseText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>{children}</div>;
}

export function ThemeRoot({ children, motion = true }: { children: ReactNode; motion?: boolean }) {
  const host = typeof location !== 'undefined' ? location.hostname : '';
  const { data } = useBrandingQuery(host);
  const branding = data ?? DEFAULT_BRANDING;
  const choice = useDarkModeChoice();
  const dark = branding.forceLight ? false : choice;

  useEffect(() => {
    document.title = branding.title;
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (icon) icon.href = branding.favicon;
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  }, [branding, dark]);

  return (
    <LookContext.Provider value={{ dark, canSwitch: !branding.forceLight, setDark: setDarkMode, branding }}>
      <ConfigProvider
        locale={ptBR}
        theme={{
          algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
          token: { motion: motion && !reducedMotion(), ...(branding.primaryColor ? { colorPrimary: branding.primaryColor } : {}) },
        }}
      >
        <BaseText>
          <FeedbackRoot>{children}</FeedbackRoot>
        </BaseText>
      </ConfigProvider>
    </LookContext.Provider>
  );
}
