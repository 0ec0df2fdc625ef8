// What the app keeps in the browser's localStorage, under these names: the spec's session (user id,
// name, registration password), the dark mode choice and, in the web shell only, the token (the desktop
// keeps it in the OS keychain, in main). One place, read by the app and by the end-to-end tests, which
// sign in the way the login screen leaves a session without filling the form each time.
export const STORAGE_KEYS = { id: 'user_id', name: 'name', regPassword: 'reg_password', darkMode: 'dark_mode', token: 'token' } as const;
