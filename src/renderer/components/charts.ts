// What the screens with charts share (Relatórios, Análises): the theme that follows the panel's light or
// dark look, and a month axis that fits a phone.
import { useLook } from '../app/theme';
import { useIsMobile } from '../app/layout/useIsMobile';

/** A phone has no room for 'nov/2026' six or twelve times: 'nov', upright, instead of labels turned sideways. */
export const shortMonth = (mes: string) => mes.split('/')[0]!;
export const monthAxis = (mobile: boolean) => ({ labelAutoRotate: false, ...(mobile ? { labelFormatter: shortMonth } : {}) });

/** The charts' theme and whether the screen is a phone's. */
export function useChartLook() {
  const { dark } = useLook();
  return { theme: dark ? 'classicDark' : 'classic', mobile: useIsMobile() };
}
