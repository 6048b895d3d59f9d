import type { ComponentType } from 'react';
import type { ReferenceListName } from '@/api/reference-registry';
import type { PermissionNeed } from '@/lib/permissions';

// What a screen tells the app about itself: its title, who may see it, its layout and the reference
// lists it needs (loaded when the user comes here, never before).
export type ScreenConfig = {
  title: string;
  access: 'private' | 'public';
  layout: 'app' | 'auth' | 'bare';
  referenceData?: ReferenceListName[];
  // Any one of a list will do.
  permission?: PermissionNeed;
  // The view a page loads through next/dynamic (`() => import('./view')`): started at the frame's
  // first render, so its code arrives while the session is checked rather than after.
  loadView?: () => Promise<unknown>;
};

export type Screen<P = object> = ComponentType<P> & { screen: ScreenConfig };

export function defineScreen<P extends object>(component: ComponentType<P>, screen: ScreenConfig): Screen<P> {
  return Object.assign(component, { screen });
}

// A component may be a function or an object (memo, lazy, a next/dynamic view): both carry a screen.
export function isScreen(component: unknown): component is Screen {
  const isComponent =
    typeof component === 'function' || (typeof component === 'object' && component !== null);
  return isComponent && 'screen' in component;
}
