import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CloudUploadOutlined,
  DashboardOutlined,
  DollarOutlined,
  FileOutlined,
  FileTextOutlined,
  FolderOutlined,
  HomeOutlined,
  IdcardOutlined,
  MenuOutlined,
  NotificationOutlined,
  ProfileOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
  TransactionOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { isMenuIconName, MENU_ICON_NAMES, type MenuIconName } from '@ledgerdesk/shared';

/**
 * The icons a server menu may name. A curated list keeps the whole icon set out of the bundle
 * (anchor §4: it registered every icon); a new one is added to MENU_ICON_NAMES in the shared
 * contract and here (the type makes this map cover that list exactly).
 */
const MENU_ICONS: Record<MenuIconName, ComponentType> = {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CloudUploadOutlined,
  DashboardOutlined,
  DollarOutlined,
  FileOutlined,
  FileTextOutlined,
  FolderOutlined,
  HomeOutlined,
  IdcardOutlined,
  MenuOutlined,
  NotificationOutlined,
  ProfileOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
  TransactionOutlined,
  UserOutlined,
  WalletOutlined,
};

/** Every icon a menu may name, for the icon picker. */
export { MENU_ICON_NAMES };

/** The named icon, or nothing for an empty or unknown name. */
export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = name && isMenuIconName(name) ? MENU_ICONS[name] : undefined;
  return Icon ? <Icon /> : null;
}
