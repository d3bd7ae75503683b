'use client';

/**
 * The visitor's language on the client. It starts from the language the server
 * rendered with, so the first client render matches the prerendered HTML.
 */
import * as React from 'react';
import { BUNDLED_DICTIONARIES, translate } from '../../engine/shared/i18n/translate';
import type { Translate } from '@/engine/shared/i18n/translate';

type SetUserLanguage = (lang: string) => void;

interface UserLanguageValue {
  userLanguage: string;
  setUserLanguage: SetUserLanguage;
}

const UserLanguageContext = React.createContext<UserLanguageValue>({
  // Outside a provider the site still renders, in English and read-only.
  userLanguage: 'en',
  setUserLanguage: () => {},
});

export interface UserLanguageProviderProps {
  defaultUserLanguage: string;
  children?: React.ReactNode;
}

export function UserLanguageProvider({ defaultUserLanguage, children }: UserLanguageProviderProps) {
  const [userLanguage, setUserLanguage] = React.useState(defaultUserLanguage);
  const value = React.useMemo(() => ({ userLanguage, setUserLanguage }), [userLanguage]);
  return <UserLanguageContext.Provider value={value}>{children}</UserLanguageContext.Provider>;
}

export function useUserLanguage(): string {
  return React.useContext(UserLanguageContext).userLanguage;
}

export function useSetUserLanguage(): SetUserLanguage {
  return React.useContext(UserLanguageContext).setUserLanguage;
}

/** `t(key)` in the current user language, with the bundled dictionaries. */
export function useTranslate(): Translate {
  const userLanguage = useUserLanguage();
  return React.useCallback(
    (key: string) => translate(BUNDLED_DICTIONARIES, userLanguage, key),
    [userLanguage],
  );
}
