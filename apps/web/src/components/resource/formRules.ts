import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { shiftDecimal, type FieldDefinition } from '@ledgerdesk/shared';
import { validatorNamed } from '@ledgerdesk/shared/resource/validation';
import { compareDecimal } from '@ledgerdesk/shared/resource/schemas';

/** numeric(36,18): at most 18 digits before the point. */
const MAX_WHOLE_DIGITS = 18;
const DEFAULT_MAX_LENGTH = 255;

const decimalPattern = (scale: number, signed: boolean) =>
  new RegExp(`^${signed ? '-?' : ''}\\d{1,${MAX_WHOLE_DIGITS}}${scale > 0 ? `(\\.\\d{1,${scale}})?` : ''}$`);

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A rule that checks a present value; empty values are the `required` rule's business. */
const check = (test: (value: unknown) => boolean, message: string): Rule => ({
  validator: (_, value: unknown) => (isEmpty(value) || test(value) ? Promise.resolve() : Promise.reject(new Error(message))),
});

/**
 * The form rules a field's definition implies, with messages naming the field: the same limits the
 * server enforces (it stays the judge; these save a round trip).
 */
export function formRules(field: FieldDefinition, title: string, t: TFunction): Rule[] {
  const rules: Rule[] = [];
  const say = (key: string, values: object = {}) => t(`message.resource.validation.${key}`, { label: title, ...values });
  if (field.required) {
    const textual = field.type === 'text' || field.type === 'richtext';
    // Untyped, async-validator checks for a string: a chosen reference (a number) failed as "required". Its own check does not.
    const present = (_: unknown, value: unknown) => (isEmpty(value) ? Promise.reject(new Error(say('required'))) : Promise.resolve());
    rules.push(textual ? { required: true, whitespace: true, message: say('required') } : { required: true, validator: present });
  }
  switch (field.type) {
    case 'text': {
      const max = field.maxLength ?? DEFAULT_MAX_LENGTH;
      if (field.minLength) rules.push(check((v) => String(v).length >= field.minLength!, say('minLength', { min: field.minLength })));
      rules.push(check((v) => String(v).length <= max, say('maxLength', { max })));
      if (field.validator) {
        const named = validatorNamed(field.validator);
        rules.push(check((v) => named.test(String(v).trim()), `${title}: ${t(named.messageKey)}`));
      }
      break;
    }
    case 'richtext':
      if (field.maxLength) rules.push(check((v) => String(v).length <= field.maxLength!, say('maxLength', { max: field.maxLength })));
      break;
    case 'integer':
      rules.push(check((v) => Number.isInteger(Number(v)), say('integer')));
      if (field.min !== undefined) rules.push(check((v) => Number(v) >= field.min!, say('min', { min: field.min })));
      if (field.max !== undefined) rules.push(check((v) => Number(v) <= field.max!, say('max', { max: field.max })));
      break;
    case 'money':
      if (!field.signed) rules.push(check((v) => !String(v).trim().startsWith('-'), say('negative')));
      rules.push(check((v) => decimalPattern(field.scale, true).test(String(v).trim()), say('scale', { scale: field.scale })));
      break;
    case 'decimal': {
      // A percentage is typed two places further right than it is stored (1.5 % is 0.015).
      const shown = field.percent ? 2 : 0;
      const stored = (v: unknown) => (field.percent ? (shiftDecimal(String(v), -2) ?? '') : String(v).trim());
      const bound = (b: string) => (field.percent ? `${shiftDecimal(b, 2)}%` : b);
      rules.push(check((v) => decimalPattern(Math.max(field.scale - shown, 0), true).test(String(v).trim()), say('scale', { scale: Math.max(field.scale - shown, 0) })));
      if (field.min !== undefined) rules.push(check((v) => !stored(v) || compareDecimal(stored(v), field.min!) >= 0, say('min', { min: bound(field.min) })));
      if (field.max !== undefined) rules.push(check((v) => !stored(v) || compareDecimal(stored(v), field.max!) <= 0, say('max', { max: bound(field.max) })));
      break;
    }
    case 'json':
      rules.push(
        check((v) => {
          try {
            JSON.parse(String(v));
            return true;
          } catch {
            return false;
          }
        }, say('json')),
      );
      break;
    default:
      break;
  }
  return rules;
}
