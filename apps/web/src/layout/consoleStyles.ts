// The console's antd styles, written at build time (vite/antdPrebuiltStyles.ts) and loaded with
// its code, so its first render takes them from the file instead of computing them.
import 'virtual:antd-console-styles.css';
import { reset as rereadFileStyles } from '@ant-design/cssinjs/es/util/cacheMapUtil';

// cssinjs reads which styles CSS files give once, when the login page first renders: read again
// now that the console's file (whose record names both screens' styles) is on the page.
rereadFileStyles();
