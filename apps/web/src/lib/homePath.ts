/** SPEC §2: `/` redirects here, and the tags view falls back here when the last tag closes. */
export const HOME_PATH = '/home';
