/**
 * The icons a menu may name. The web bundles exactly these (a curated list keeps the whole icon
 * set out of the bundle), so the server refuses any other name and the seed is checked against it.
 */
export const MENU_ICON_NAMES = [
  'AccountBookOutlined',
  'AppstoreOutlined',
  'AuditOutlined',
  'BankOutlined',
  'BarChartOutlined',
  'BellOutlined',
  'BookOutlined',
  'CloudUploadOutlined',
  'DashboardOutlined',
  'DollarOutlined',
  'FileOutlined',
  'FileTextOutlined',
  'FolderOutlined',
  'HomeOutlined',
  'IdcardOutlined',
  'MenuOutlined',
  'NotificationOutlined',
  'ProfileOutlined',
  'SafetyOutlined',
  'SettingOutlined',
  'TeamOutlined',
  'TransactionOutlined',
  'UserOutlined',
  'WalletOutlined',
] as const;
export type MenuIconName = (typeof MENU_ICON_NAMES)[number];

export function isMenuIconName(name: string): name is MenuIconName {
  return (MENU_ICON_NAMES as readonly string[]).includes(name);
}
