// Under the spec's mobile breakpoint (800 px): the screens that change on a phone ask here. Its own
// small module, so a list or a button can ask without loading the layout.
import { useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT } from '../../../shared/domain';

export function useIsMobile(): boolean {
  const query = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;
  const [mobile, setMobile] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setMobile(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return mobile;
}
