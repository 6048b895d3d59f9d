import { createElement, useEffect, useState, type ComponentType } from 'react';

// next/dynamic for tests: every lazily loaded component starts loading when its module is imported,
// and `loadDynamicComponents()` (awaited before each test) makes them render at once, as they would
// in the browser a moment after the page opens. End-to-end tests cover the real lazy loading.
const pending: Promise<unknown>[] = [];

type Loaded = ComponentType<Record<string, unknown>>;
type Loader = () => Promise<Loaded | { default: Loaded }>;

export function eagerDynamic(loader: Loader): ComponentType<Record<string, unknown>> {
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
    return loaded ? createElement(loaded, props) : null;
  };
}

export async function loadDynamicComponents(): Promise<void> {
  await Promise.all(pending);
}
