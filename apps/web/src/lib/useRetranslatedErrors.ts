import { useEffect, useRef } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * antd keeps a field's error text as it was when the field was checked, so after a language switch
 * the form would go on showing the old language. This checks again the fields that show an
 * error, after the render that gave the rules their new messages.
 */
export function useRetranslatedErrors(form: FormInstance): void {
  const { i18n } = useTranslation();
  const shown = useRef(i18n.language);
  useEffect(() => {
    if (shown.current === i18n.language) return;
    shown.current = i18n.language;
    const withErrors = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => field.name);
    if (withErrors.length > 0) form.validateFields(withErrors).catch(() => undefined);
  }, [form, i18n.language]);
}
