import { registerMessages } from './registerMessages';

let loading: Promise<void> | undefined;

/**
 * The `refusal` section of the translations (every server reason, in three languages: the largest
 * block of text the console has), loaded on the first failed call or with the console's code, not
 * with the login page. All three languages at once, so a language switch finds them there.
 */
export function loadRefusalMessages(): Promise<void> {
  loading ??= Promise.all([import('@/locales/refusal/zh-cn'), import('@/locales/refusal/en'), import('@/locales/refusal/zh-tw')]).then(
    ([zhCn, en, zhTw]) => registerMessages({ 'zh-cn': { refusal: zhCn.default }, en: { refusal: en.default }, 'zh-tw': { refusal: zhTw.default } }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
