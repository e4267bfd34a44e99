import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import { useThemeConfig } from './themeConfig';

/*
 * dayjs in the chosen language (antd's date pickers, the lock screen's clock and weekday), live.
 * Imported by the console's antd <App> (app/ConsoleFeedback.tsx), so it loads with the console's
 * code: the login page formats no date with dayjs, and dayjs with its locales is not its to load.
 */
dayjs.locale(useThemeConfig.getState().themeConfig.globalI18n);
useThemeConfig.subscribe((state, prev) => {
  if (state.themeConfig.globalI18n !== prev.themeConfig.globalI18n) dayjs.locale(state.themeConfig.globalI18n);
});
