/** SPEC §2: `/` redirects here, and the tags view falls back here when the last tag closes. */
export const HOME_PATH = '/home';
/** The page the home menu opens (its component in the seeded menus and the front-end table). */
export const HOME_COMPONENT = 'home/index';
