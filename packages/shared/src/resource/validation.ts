import {
  isChineseIdCard,
  isChineseName,
  isEmail,
  isHexColor,
  isIPv4,
  isLandline,
  isLicencePlate,
  isMobilePhone,
  isPassword,
  isPostcode,
  isStrongPassword,
  isUrl,
  isUserName,
} from '../validators';
import type { ValidatorName } from './definition';

/**
 * SPEC §5's validators by the name a field definition gives them. The server answers `message`
 * (plain English, in `data.fields`); the web shows the translation of `messageKey` instead.
 */
export interface NamedValidator {
  test: (value: string) => boolean;
  message: string;
  messageKey: `message.validator.${ValidatorName}`;
}

const named = (name: ValidatorName, test: (value: string) => boolean, message: string): NamedValidator => ({
  test,
  message,
  messageKey: `message.validator.${name}`,
});

export const VALIDATORS: Readonly<Record<ValidatorName, NamedValidator>> = {
  mobile: named('mobile', isMobilePhone, 'must be a mobile phone number'),
  landline: named('landline', isLandline, 'must be a landline number such as 010-12345678'),
  userName: named('userName', isUserName, 'must start with a letter and have 5–16 letters, digits or underscores'),
  password: named('password', isPassword, 'must start with a letter and have 6–16 characters'),
  strongPassword: named(
    'strongPassword',
    isStrongPassword,
    'must have 8–16 characters from at least three of lower case, upper case, digits and symbols',
  ),
  ipv4: named('ipv4', isIPv4, 'must be an IPv4 address'),
  email: named('email', isEmail, 'must be an e-mail address'),
  chineseIdCard: named('chineseIdCard', isChineseIdCard, 'must be a mainland resident ID number'),
  chineseName: named('chineseName', isChineseName, 'must be a Chinese name'),
  postcode: named('postcode', isPostcode, 'must be a 6-digit postcode'),
  url: named('url', isUrl, 'must be an http or https URL'),
  licencePlate: named('licencePlate', isLicencePlate, 'must be a licence plate number'),
  hexColor: named('hexColor', isHexColor, 'must be a hex colour such as #409eff'),
};

export function validatorNamed(name: ValidatorName): NamedValidator {
  return VALIDATORS[name];
}
