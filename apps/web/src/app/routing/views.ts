import type { ViewLoader, ViewMap } from './resolveView';

// Every page file of every feature, each its own lazy chunk; tests beside them are not pages, and
// the login page is no menu's: it comes with the entry (routing/routeTree).
const modules = import.meta.glob([
  '../../features/*/pages/**/*.tsx',
  '!../../features/**/*.test.tsx',
  '!../../features/auth/pages/login.tsx',
]) as Record<string, ViewLoader>;

const PREFIX = '../../features/';

export const VIEWS: ViewMap = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => [path.slice(PREFIX.length), load]),
);
