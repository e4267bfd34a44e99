import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Label, Language } from '@ledgerdesk/shared';
import { translateTitle } from '@/lib/i18n';

/** A definition's label in a language: the text given for it, or an i18n key translated. */
export function labelOf(label: Label, language: Language): string {
  return typeof label === 'string' ? translateTitle(label) : label[language];
}

/** The labeller for the current language; components using it re-render when the language changes. */
export function useLabel(): (label: Label) => string {
  const language = useTranslation().i18n.language as Language;
  return useCallback((label: Label) => labelOf(label, language), [language]);
}
