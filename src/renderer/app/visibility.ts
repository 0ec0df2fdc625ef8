// Who may see what (spec section 6), as small predicates: the screen registry (nav.tsx) and the
// screens themselves read them here, so no screen imports the registry that imports it.
import type { ProfileResponse } from '../../shared/api';
import type { Permission, SettingsFlag } from '../../shared/domain';

export type Viewer = Pick<ProfileResponse, 'profile' | 'is_master' | 'sub_resellers' | 'permissions' | 'settings'>;

export const isAdmin = (v: Viewer) => v.profile === 'admin';
export const notAdmin = (v: Viewer) => !isAdmin(v);
export const flagOn = (flag: SettingsFlag) => (v: Viewer) => v.settings[flag] === 1;
export const can = (permission: Permission) => (v: Viewer) => isAdmin(v) || v.permissions.includes(permission);
export const everyone = () => true;
/** The admin and masters register resellers. */
export const createsResellers = (v: Viewer) => isAdmin(v) || v.is_master === 1;
/** Whoever has a network below it manages it (list, credits, block, its lines): the admin, masters, and any account that owns sub-resellers. */
export const managesNetwork = (v: Viewer) => createsResellers(v) || v.sub_resellers > 0;
