import { useDeferredValue, type ComponentType, type ReactNode } from 'react';

// A screen's view whose code next/dynamic loaded, mounted in slices React can interrupt. next/dynamic
// shows a loaded component through a store update, which React renders at once and whole: the view's
// first render (a thousand components and more) was one long task blocking input (Lighthouse's Total
// Blocking Time). Here the placeholder shows for one more commit, and the view renders in the
// background (useDeferredValue's initial value), yielding to the browser every few milliseconds.
export function mountInSlices<P extends object>(
  View: ComponentType<P>,
  placeholder: () => ReactNode,
): ComponentType<P> {
  function MountedInSlices(props: P) {
    const ready = useDeferredValue(true, false);
    return ready ? <View {...props} /> : placeholder();
  }
  MountedInSlices.displayName = `MountedInSlices(${View.displayName ?? View.name})`;
  return MountedInSlices;
}
