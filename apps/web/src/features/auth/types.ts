/** How a sign-in ended once the token was stored: the console opened, or why it could not. */
export type SignInOutcome = 'ready' | 'failed' | 'noRoles' | 'noMenu';

/** Supplied by the app: loads the session user and menus, and opens the console on success. */
export type SignedInHandler = () => Promise<SignInOutcome>;
