/** The user and role forms' own controls and dialogs. */
export { MenuGrantTree, type MenuGrantTreeProps } from './MenuGrantTree';
export { PasswordStrengthInput, type PasswordStrengthInputProps } from './PasswordStrengthInput';
export { ResetPasswordDialog } from './ResetPasswordDialog';
export { RoleSelect, type RoleSelectProps } from './RoleSelect';
export { RoleTags, UserGrantsDetail } from './UserGrantsDetail';
