import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useEffect, useState } from 'react';
import { AnalyticsTracker } from '@/app/analytics-tracker';
import { startMockingIfEnabled } from '@/app/mock-bootstrap';
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

const mocking = startMockingIfEnabled();

export default function App(props: AppProps) {
  const { Component, pageProps } = props;
  const screen = isScreen(Component) ? Component.screen : FALLBACK_SCREEN;
  // With the mocked API, nothing may call out before its worker listens.
  const [ready, setReady] = useState(process.env.NEXT_PUBLIC_API_MOCKING !== 'enabled');
  useEffect(() => {
    void initMonitoring();
    void mocking.then(() => setReady(true));
  }, []);

  return (
    <AppCacheProvider {...props}>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      <AppProviders>
        <ErrorEffects />
        <AnalyticsTracker title={screen.title} />
        {ready ? (
          <>
            <SessionWatcher>
              <ScreenFrame screen={screen}>
                <Component {...pageProps} />
              </ScreenFrame>
            </SessionWatcher>
          </>
        ) : null}
      </AppProviders>
    </AppCacheProvider>
  );
}
