import {
  isChineseIdCard,
  isChineseName,
  isEmail,
  isHexColor,
  isIPv4,
  isCalendarDate,
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
  /**
   * The column behind the field is not text (a SQL date), so a list filter on it must have the
   * format too: the database would refuse to compare anything else. Filters on text columns stay
   * free text (a phone filter may hold part of a number).
   */
  guardsFilters: boolean;
}

const named = (name: ValidatorName, test: (value: string) => boolean, message: string, guardsFilters = false): NamedValidator => ({
  test,
  message,
  messageKey: `message.validator.${name}`,
  guardsFilters,
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
  calendarDate: named('calendarDate', isCalendarDate, 'must be a date written YYYY-MM-DD', true),
};

export function validatorNamed(name: ValidatorName): NamedValidator {
  return VALIDATORS[name];
}
