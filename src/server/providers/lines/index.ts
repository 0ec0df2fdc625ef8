// The provider of each line kind, from the configuration (decisions.md "Customer lines").
import type { LineProviderConfig } from '../../config';
import type { LineKind } from '../../../shared/lines/texts';
import { builtinProvider } from './builtin';
import type { LineProvider } from './provider';
import { xtreamProvider } from './xtream';

export { ProviderError, type LineProvider, type ProvidedLine } from './provider';

/** The provider of each line kind: an Xtream-Codes panel serves IPTV lines only; P2P lines stay built in. */
export function lineProviders(config: LineProviderConfig): (kind: LineKind) => LineProvider {
  const builtin = builtinProvider();
  const iptv = config.kind === 'xtream' ? xtreamProvider(config) : builtin;
  return (kind) => (kind === 'iptv' ? iptv : builtin);
}
