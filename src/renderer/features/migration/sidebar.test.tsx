import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PROFILE, renderApp, signedInPlatform, signIn } from '../../test/render';

beforeEach(() => {
  localStorage.clear();
  signIn();
});

const withFlags = (flags: Partial<typeof PROFILE.settings>, profile: typeof PROFILE.profile = 'reseller') =>
  signedInPlatform({ profile, settings: { ...PROFILE.settings, ...flags } });

describe('the migrators in the sidebar (spec section 6)', () => {
  it('follow the iptv and p2p flags', async () => {
    renderApp('/dashboard', withFlags({ iptv: 0 }));
    expect(await screen.findByRole('link', { name: 'Migrador P2P' })).toHaveAttribute('href', '/migration-p2p');
    expect(screen.queryByRole('link', { name: 'Migrador IPTV' })).not.toBeInTheDocument();
  });

  it('show both to the admin', async () => {
    renderApp('/dashboard', withFlags({}, 'admin'));
    expect(await screen.findByRole('link', { name: 'Migrador IPTV' })).toHaveAttribute('href', '/migration-iptv');
    expect(screen.getByRole('link', { name: 'Migrador P2P' })).toBeInTheDocument();
  });

  it('send a user whose flag is off from the route to the dashboard', async () => {
    renderApp('/migration-p2p', withFlags({ p2p: 0 }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
