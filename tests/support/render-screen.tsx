import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement } from 'react';
import { useUserProfile } from '@/api/user-profile/user-profile.queries';
import { useEditGate } from '@/features/employee-profile/edit-gate/use-edit-gate';
import { ProfileSectionView } from '@/features/employee-profile/profile-section-view';
import { PROFILE_TABS, type ProfileTabSlug } from '@/features/employee-profile/profile-tabs';
import { createTestWrapper } from '../render';
import { signIn } from './mock-api';

// Screens as the app opens them: signed in, at their address, with the route's params as Next gives
// them, and rendered once what the test looks at first is on screen.

export type ScreenOptions = {
  // Where the memory router starts, with any search params ('/employee/1/cvs?tab=preview&cvId=1').
  url?: string;
  // The page's route under src/pages ('/employee/[id]/[...tab]'): its params join router.query.
  route?: string;
  // Signs in as this demo account first; without it the test has signed in (or stays signed out).
  as?: string;
  // Resolves once the screen is ready to use, e.g. () => screen.findByRole('heading', { level: 1 }).
  ready?: () => Promise<unknown>;
  // Waits, after `ready`, until no query is loading (reference lists, names by id), so what the test
  // reads first is all there on a slow machine too. False for a test about a loading state.
  settle?: boolean;
};

export { routeParams } from './memory-router';

async function renderAt(ui: ReactElement, { url = '/', route, as, ready, settle = true }: ScreenOptions) {
  if (as) await signIn(as);
  const { wrapper, queryClient, router } = createTestWrapper(url);
  if (route) {
    router.routePattern = route;
    router.setUrl(url);
    router.history.length = 0;
  }
  const rendered = render(ui, { wrapper });
  await ready?.();
  if (settle) {
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // Rows that arrive after loading render in a deferred pass (DataTable): settled once no table is busy.
    await waitFor(() => expect(document.querySelector('table[aria-busy="true"]')).toBeNull());
  }
  return { ...rendered, queryClient, router, user: userEvent.setup({ delay: null }) };
}

// A screen (a page's component) with the app's providers and a memory router at `url`.
export function renderScreen(Screen: ComponentType, options: ScreenOptions = {}) {
  return renderAt(<Screen />, options);
}

// The profile page's route (src/pages/employee/[id]/[...tab].tsx).
export const PROFILE_ROUTE = '/employee/[id]/[...tab]';
// /employee/{id} (src/pages/employee/[id]/index.tsx): the same screen, on its overview.
export const PROFILE_INDEX_ROUTE = '/employee/[id]';

// The admin demo account is user 1 of acme; its profile is editable (stage '').
export const PROFILE_PERSON_ID = 1;

export type ProfileTabOptions = Omit<ScreenOptions, 'url' | 'route'> & {
  id?: number;
  // Overrides the edit gate's answer, for a tab shown read-only whoever looks.
  editable?: boolean;
};

// One tab as the profile page shows it: the person (refetched after each change) and whether the edit
// gate lets them change, without the page's head.
function ProfileTab({ tab, id, editable }: { tab: ProfileTabSlug; id: number; editable?: boolean }) {
  const profile = useUserProfile(id);
  const gate = useEditGate(profile.data);
  return profile.data ? (
    <ProfileSectionView slug={tab} person={profile.data} editable={editable ?? gate.editable} />
  ) : null;
}

// A profile tab at /employee/{id}/{tab}, signed in as `as` (the admin by default); ready once its
// heading is shown unless `ready` waits for something else.
export function renderProfileTab(
  tab: ProfileTabSlug,
  { id = PROFILE_PERSON_ID, editable, as = 'admin@acme.test', ready, settle }: ProfileTabOptions = {},
) {
  const label = PROFILE_TABS.find((candidate) => candidate.slug === tab)?.label ?? tab;
  return renderAt(<ProfileTab tab={tab} id={id} editable={editable} />, {
    url: `/employee/${id}/${tab}`,
    route: PROFILE_ROUTE,
    as,
    ready: ready ?? (() => screen.findByRole('heading', { level: 2, name: label })),
    settle,
  });
}
