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
  // The view a page loads through next/dynamic, named to the server render beside the session check
  // (`dynamic(() => import('./view').then(renderNothing))`): its code then loads with the page's
  // instead of after the session check and the first render.
  viewChunk?: ComponentType;
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
