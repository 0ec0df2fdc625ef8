// `npm run dist` says what it signs on each system, and stops on a half-configured part.
import { describe, expect, it } from 'vitest';
import { signingPlan } from './dist';

describe('the signing plan of npm run dist', () => {
  it('signs with what is set, and says in one line what is skipped', () => {
    expect(signingPlan('win32', { CSC_LINK: 'cert.pfx', CSC_KEY_PASSWORD: 'x' })).toEqual(['Assinatura do Windows: com o certificado de CSC_LINK.']);
    expect(signingPlan('win32', {})[0]).toMatch(/^Assinatura do Windows: pulada \(CSC_LINK e CSC_KEY_PASSWORD ausentes\)/);
    const mac = signingPlan('darwin', { APPLE_ID: 'a@b.c', APPLE_APP_SPECIFIC_PASSWORD: 'x', APPLE_TEAM_ID: 'T' });
    expect(mac[0]).toMatch(/^Assinatura do macOS: CSC_LINK e CSC_KEY_PASSWORD ausentes/);
    expect(mac[1]).toBe('Notarização do macOS: com APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD e APPLE_TEAM_ID.');
    expect(signingPlan('darwin', {})[1]).toMatch(/^Notarização do macOS: pulada/);
    expect(signingPlan('linux', {})).toHaveLength(1);
  });

  it('stops on a part half configured, naming what is missing', () => {
    expect(() => signingPlan('win32', { CSC_LINK: 'cert.pfx' })).toThrow('Assinatura do Windows: faltam CSC_KEY_PASSWORD');
    expect(() => signingPlan('darwin', { APPLE_ID: 'a@b.c' })).toThrow('Notarização do macOS: faltam APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID');
  });
});
