import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importZones } from './scripts/eslint-rules/import-zones.js';
import { relativeImportsStayInArea } from './scripts/eslint-rules/relative-imports-stay-in-area.js';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

const foldersIn = (dir) =>
  fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

/*
 * The layout's one-way imports (README "Architecture"), checked on the resolved file, so `@/` and
 * relative imports are held to the same rule. Tests and test harnesses (test/ and testing/
 * folders) are exempt: a test assembles the real providers (app/) around the piece it checks.
 */

/** Web: lib → components → features → layout → app, and no feature imports another. */
const webZones = [
  {
    target: `${WEB}/lib`,
    from: [`${WEB}/components`, `${WEB}/features`, `${WEB}/layout`, `${WEB}/app`],
    message: 'lib is the bottom layer: it imports no components, features, layout or app.',
  },
  {
    target: `${WEB}/components`,
    from: [`${WEB}/features`, `${WEB}/layout`, `${WEB}/app`],
    message: 'Shared components import no feature, layout or app: move what they need down to components/ or lib/.',
  },
  {
    target: `${WEB}/features`,
    from: [`${WEB}/layout`, `${WEB}/app`],
    message: 'A feature imports no layout or app: move what it needs down to components/ or lib/.',
  },
  ...foldersIn(`${WEB}/features`).map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move the shared piece down to components/ or lib/.',
  })),
  { target: `${WEB}/layout`, from: `${WEB}/app`, message: 'layout imports nothing from app.' },
];

/**
 * Server: lib is below plugins and modules; a module does not reach into another module. Modules
 * meet through lib/, plugins/, the resource engine and the shared contract.
 */
const serverZones = [
  {
    target: `${SERVER}/lib`,
    from: [`${SERVER}/modules`, `${SERVER}/plugins`],
    message: 'lib is the bottom layer of the server: it imports no module and no plugin.',
  },
  {
    target: `${SERVER}/resource`,
    from: `${SERVER}/modules`,
    message: 'The resource engine knows no area: an area registers its resources with the engine, not the other way round.',
  },
  ...foldersIn(`${SERVER}/modules`).map((module) => ({
    target: `${SERVER}/modules/${module}`,
    from: `${SERVER}/modules`,
    // modules/access is the data-scope layer every area's scope hooks are built from (reach, conditions).
    // area-deps is what app.ts hands every area's plugin (db, sessions, sign-in service, config).
    // The two ledgers are the only way a balance or a budget changes (DESIGN.md §5): every area that
    // moves value posts through them rather than keeping a copy.
    // Provider payouts (modules/payout) settle a withdrawal through the withdrawal service's one
    // payout transition (WithdrawService.payoutIn), never a copy of it.
    // The outbox's publishEvent (modules/outbox/publish) is how any area announces a change in its own
    // transaction (issue 16), like the ledgers: areas call it rather than writing outbox rows themselves.
    // Redemption codes (modules/marketing-codes) grant trial funds through trial's one grant (grantTrial).
    // Marketing benefits (issue 16): codes, wheel prizes and points items check and issue every benefit
    // through modules/marketing-benefits, which issues through each owner's one function: the points
    // ledger (postPoints, the only way a points balance changes) and a coupon's one issue (issueCoupon).
    except: [
      `./${module}`,
      './access',
      './area-deps',
      './finance/ledger',
      './finance/budget-ledger',
      './finance/withdraw-service',
      './outbox/publish',
      './trial/trial-grant-service',
      './marketing-benefits/benefit-terms',
      './marketing-benefits/issue-benefit',
      './marketing-points/points-ledger',
      './marketing-codes/coupon-service',
      // Index prices are read only through modules/contracts/index-price (issue 15), and every contract
      // order — a copy of a lead's included — goes through the one trading engine (contract-trading).
      './contracts/index-price',
      './contract-trading/trading-engine',
      './contract-trading/engine-of',
    ],
    message: "A module does not import another module's internals: move the shared piece to lib/ (or the contract).",
  })),
];

const TESTS = ['**/*.test.ts', '**/*.test.tsx', `${WEB}/test/**`, `${SERVER}/test/**`, '**/testing/**'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', 'apps/server/src/db/migrations/**', '.e2e-artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`, `${SERVER}/**/*.ts`],
    plugins: { layout: { rules: { 'import-zones': importZones(ROOT) } } },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: TESTS,
    // `@/` is apps/web/src (apps/web/tsconfig.json paths, the Vite alias).
    rules: { 'layout/import-zones': ['error', { zones: webZones, aliases: { '@/': WEB } }] },
  },
  {
    files: [`${SERVER}/**/*.ts`],
    ignores: TESTS,
    rules: { 'layout/import-zones': ['error', { zones: serverZones }] },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { area: { rules: { 'relative-imports-stay-in-area': relativeImportsStayInArea(path.join(ROOT, WEB)) } } },
    rules: { 'area/relative-imports-stay-in-area': 'error' },
  },
  {
    // The API reference shows a field's description in the reader's language (x-descriptions).
    files: ['packages/shared/src/**/*.ts', `${SERVER}/**/*.ts`],
    ignores: TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='describe'][arguments.length=1][arguments.0.type=/^(Literal|TemplateLiteral)$/]",
          message: "Describe a schema's field with .meta(describedAs(zhCn, en, zhTw)): .describe() is English to every reader of the API reference.",
        },
      ],
    },
  },
  {
    // A time or a number is written the way the console's language writes it (or as the console's
    // one instant format), never the browser's: an English browser showed "3:34:49 AM" in zh-tw.
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]:matches([arguments.length=0], [arguments.0.type='ArrayExpression'])",
          message: "Format for the console's language, not the browser's: pass i18n.language, or use formatDateTime / formatTimeOfDay for an instant.",
        },
      ],
    },
  },
);
