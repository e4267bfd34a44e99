import type { Plugin } from 'vite';

/** antd's button style tokens: the one login-page module that reaches for the colour presets. */
const BUTTON_TOKEN = /[\\/]node_modules[\\/]antd[\\/]es[\\/]button[\\/]style[\\/]token\.js$/;
const PRESETS_IMPORT = "import { isBright } from '../../color-picker/components/ColorPresets';";
const IS_BRIGHT_MODULE = '\0ledgerdesk:antd-is-bright';

/**
 * antd's button computes its solid colours' text colour with `isBright`, which lives in the colour
 * picker's presets panel: importing it there made that panel's whole module (and with it the
 * Collapse it renders, its styles and motion) part of every page with a button, the login page
 * first — a module is evaluated whole. This gives the button the same function from a module of its
 * own (its body as antd 6 has it), so the presets panel comes only with a colour picker. The build
 * fails if antd changes the import, rather than quietly keeping the panel or a stale copy.
 */
export function antdButtonColours(): Plugin {
  return {
    name: 'ledgerdesk:antd-button-colours',
    apply: 'build',
    resolveId(id) {
      return id === IS_BRIGHT_MODULE ? id : undefined;
    },
    load(id) {
      if (id !== IS_BRIGHT_MODULE) return undefined;
      return `import { Color as RcColor } from '@rc-component/color-picker/es/color';
export const isBright = (value, bgColorToken) => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
`;
    },
    transform(code, id) {
      if (!BUTTON_TOKEN.test(id)) return null;
      if (!code.includes(PRESETS_IMPORT)) this.error(`antd's ${id} no longer imports isBright as expected: check vite/antdButtonColours.ts against this antd version`);
      return { code: code.replace(PRESETS_IMPORT, `import { isBright } from '${IS_BRIGHT_MODULE}';`), map: null };
    },
  };
}
