import { labelText, routeNameOf } from '@ledgerdesk/shared';
import { loginLogResource } from '@ledgerdesk/shared/resources/monitor/login-log';
import { operLogResource } from '@ledgerdesk/shared/resources/monitor/oper-log';
import { FORCE_LOGOUT_TITLE, ONLINE_MENU, ONLINE_PERMISSIONS, ONLINE_TITLE } from '@ledgerdesk/shared/resources/monitor/online-user';
import type { Label } from '@ledgerdesk/shared';
import type { MenuSeed } from '../menus';
import { resourceMenuSeed } from '../resource-menu-seed';
import type { AreaSeed } from './area-seed';

const titles = (label: Label): Pick<MenuSeed, 'title' | 'titleEn' | 'titleZhTw'> => ({
  title: labelText(label, 'zh-cn'),
  titleEn: labelText(label, 'en'),
  titleZhTw: labelText(label, 'zh-tw'),
});

/**
 * Menus and dictionaries of the login log, the operation log and online users, under the monitor
 * directory, inserted once ever by the seed (see ../menus.ts, ../dicts.ts). The super role's until
 * a role is granted them; the login log's clean-up and the forced sign-out are buttons of their own.
 * The operation log has no delete or clean button: old rows go by the retention job.
 */
export const AUDIT_SEED: AreaSeed = {
  menus: [
    {
      key: ONLINE_MENU.key,
      parent: ONLINE_MENU.parent,
      type: 'C',
      path: ONLINE_MENU.path,
      name: routeNameOf(ONLINE_MENU.path),
      component: ONLINE_MENU.component,
      ...titles(ONLINE_TITLE),
      icon: ONLINE_MENU.icon,
      permission: ONLINE_PERMISSIONS.list,
      sort: ONLINE_MENU.sort,
    },
    { key: `${ONLINE_MENU.key}.forceLogout`, parent: ONLINE_MENU.key, type: 'F', ...titles(FORCE_LOGOUT_TITLE), permission: ONLINE_PERMISSIONS.forceLogout, sort: 1 },
    ...resourceMenuSeed(operLogResource),
    ...resourceMenuSeed(loginLogResource),
  ],
  dicts: [
    // Login-log reasons written beside the password form's (../dicts.ts) and mobile sign-in's (sms.ts).
    {
      type: 'sys_login_result',
      name: ['登录结果', 'Sign-in result', '登入結果'],
      data: [
        ['rateLimited', ['尝试过于频繁', 'Too many attempts', '嘗試過於頻繁'], 'warning'],
        ['unlock', ['锁屏解锁', 'Screen unlocked', '鎖定畫面解鎖'], 'success'],
        ['unlockFailed', ['锁屏密码错误', 'Wrong lock-screen password', '鎖定畫面密碼錯誤'], 'error'],
        ['unlockLimited', ['锁屏尝试过多', 'Too many lock-screen attempts', '鎖定畫面嘗試過多'], 'warning'],
        ['passwordChanged', ['修改密码', 'Password changed', '修改密碼'], 'success'],
        ['passwordChangeFailed', ['修改密码失败', 'Password change refused', '修改密碼失敗'], 'error'],
        ['passwordChangeLimited', ['修改密码尝试过多', 'Too many password changes', '修改密碼嘗試過多'], 'warning'],
        ['passwordUnchanged', ['新旧密码相同', 'New password same as old', '新舊密碼相同'], 'warning'],
        ['notLinked', ['第三方账号未绑定', 'Third-party account not linked', '第三方帳號未綁定'], 'error'],
        ['stateInvalid', ['第三方登录状态无效', 'Third-party sign-in state invalid', '第三方登入狀態無效'], 'error'],
        ['denied', ['第三方拒绝授权', 'Third party denied', '第三方拒絕授權'], 'warning'],
        ['rejected', ['第三方凭证无效', 'Third-party answer rejected', '第三方憑證無效'], 'error'],
        ['unavailable', ['第三方不可用', 'Third party unavailable', '第三方無法使用'], 'warning'],
        ['oidcCodeInvalid', ['第三方登录码无效', 'Third-party sign-in code invalid', '第三方登入碼無效'], 'error'],
      ],
    },
  ],
};
