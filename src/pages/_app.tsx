import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useEffect } from 'react';
import { AnalyticsTracker } from '@/app/analytics-tracker';
import { startMockingIfEnabled } from '@/app/mock-bootstrap';
import { holdRequestsUntil } from '@/api/request-gate';
import { initMonitoring } from '@/app/monitoring';
import { AppProviders } from '@/app/providers';
import { ScreenFrame } from '@/app/screen-frame';
import { SessionWatcher } from '@/app/session-watcher';
import { useErrorEffects } from '@/app/use-error-effects';
import { isScreen, type ScreenConfig } from '@/components/layout/screen';

const FALLBACK_SCREEN: ScreenConfig = { title: '', access: 'public', layout: 'bare' };

function ErrorEffects() {
  useErrorEffects();
  return null;
}

// With the mocked API, calls wait for its worker; the screens render meanwhile.
holdRequestsUntil(startMockingIfEnabled());

export default function App(props: AppProps) {
  const { Component, pageProps } = props;
  const screen = isScreen(Component) ? Component.screen : FALLBACK_SCREEN;
  useEffect(() => {
    void initMonitoring();
  }, []);

  return (
    <AppCacheProvider {...props}>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      <AppProviders>
        <ErrorEffects />
        <AnalyticsTracker title={screen.title} />
        <SessionWatcher>
          <ScreenFrame screen={screen}>
            <Component {...pageProps} />
          </ScreenFrame>
        </SessionWatcher>
      </AppProviders>
    </AppCacheProvider>
  );
}
