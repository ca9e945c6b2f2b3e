// What both server renderings of the app stand on (issue 16): the theme, a language of their own
// and the runtime configuration, as the app's providers give them in the browser.
import type { Locale } from '@careport/domain';
import { de } from '@careport/domain/i18n/de';
import { en } from '@careport/domain/i18n/en';
import { MantineProvider } from '@mantine/core';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { HttpClientContext } from '../lib/api-context';
import type { AppConfig } from '../lib/app-config';
import { AppConfigContext } from '../lib/app-config';
import type { HttpClient } from '../lib/http-client';
import { theme } from '../lib/theme';

const CATALOGUES = { de, en } as const;

/** Its own instance per call: the app's one (lib/i18n) belongs to the browser. */
export async function copyI18n(locale: Locale): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    resources: { [locale]: { translation: CATALOGUES[locale] } },
    lng: locale,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

export function CopyFrame(props: {
  i18n: I18n;
  config: AppConfig;
  client: HttpClient;
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      // As in the app (app/providers.tsx): the page's stylesheet holds the theme's variables.
      withCssVariables={false}
    >
      <I18nextProvider i18n={props.i18n}>
        <AppConfigContext value={props.config}>
          <HttpClientContext value={props.client}>{props.children}</HttpClientContext>
        </AppConfigContext>
      </I18nextProvider>
    </MantineProvider>
  );
}
