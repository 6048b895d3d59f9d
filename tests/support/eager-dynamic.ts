import { createElement, Fragment, useEffect, useState, type ComponentType, type ReactNode } from 'react';

// next/dynamic for tests: every lazily loaded component starts loading when its module is imported,
// and `loadDynamicComponents()` (awaited before each test) makes them render at once, as they would
// in the browser a moment after the page opens. End-to-end tests cover the real lazy loading.
const pending: Promise<unknown>[] = [];

type Loaded = ComponentType<Record<string, unknown>>;
type Loader = () => Promise<Loaded | { default: Loaded }>;
type Options = { loading?: (state: { isLoading: boolean; pastDelay: boolean; error: null }) => ReactNode };

// A test of what shows while a component's code is on its way renders the placeholder instead.
let placeholdersShown = false;
export function showDynamicPlaceholders(): void {
  placeholdersShown = true;
}

export function eagerDynamic(loader: Loader, options: Options = {}): ComponentType<Record<string, unknown>> {
  let loaded: Loaded | null = null;
  const loading = loader().then((module) => {
    loaded = typeof module === 'function' ? module : module.default;
  });
  pending.push(loading);
  return function DynamicComponent(props: Record<string, unknown>) {
    const [, setReady] = useState(false);
    useEffect(() => {
      if (!loaded) void loading.then(() => setReady(true));
    }, []);
    if (placeholdersShown && options.loading) {
      return createElement(
        Fragment,
        null,
        options.loading({ isLoading: true, pastDelay: true, error: null }),
      );
    }
    return loaded ? createElement(loaded, props) : null;
  };
}

export async function loadDynamicComponents(): Promise<void> {
  placeholdersShown = false;
  await Promise.all(pending);
}
