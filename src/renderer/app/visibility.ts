// Who may see what (spec section 6), as small predicates: the screen registry (nav.tsx) and the
// screens themselves read them here, so no screen imports the registry that imports it. A screen,
// button or column that stands for a call is shown exactly when the call's rule in the table of calls
// (shared/calls.ts) would let the viewer make it: `mayCall`.
import type { ProfileResponse } from '../../shared/account/schemas';
import { allows, type Call } from '../../shared/rules';

export type Viewer = Pick<ProfileResponse, 'profile' | 'is_master' | 'sub_resellers' | 'permissions' | 'settings'>;

/** Shown exactly when the server would answer this call (with this body: its action, a test line, ...) to the viewer. */
export const mayCall = (call: Call, body?: Record<string, unknown>) => (v: Viewer) => allows(call, v, body);

export const isAdmin = (v: Viewer) => v.profile === 'admin';
export const everyone = () => true;
