import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { usePreferences } from '../providers/preferences';

/** The locale lives in the preferences (the sign-in page sets it too); react-admin's follows. */
export function LocaleSync() {
  const { locale } = usePreferences();
  const [raLocale, setRaLocale] = useLocaleState();
  useEffect(() => {
    if (raLocale !== locale) setRaLocale(locale);
  }, [locale, raLocale, setRaLocale]);
  return null;
}
