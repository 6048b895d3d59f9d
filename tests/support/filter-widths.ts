import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { setFault } from '@/mocks/scenarios';
import { withStyles } from './emotion-styles';
import { renderScreen } from './render-screen';

// A filter bar must not re-flow when the lists its selects offer arrive: each list is held back half a
// second, and the selects' widths while they load are asserted equal to their widths once loaded.
export async function expectFilterWidthsKeptWhileListsArrive(
  Screen: ComponentType,
  { url, bar, delayedPaths, labels }: { url: string; bar: string; delayedPaths: string[]; labels: string[] },
) {
  withStyles();
  for (const path of delayedPaths) setFault({ method: 'GET', path, delay: 500, times: 1 });
  const { queryClient } = await renderScreen(Screen, {
    url,
    as: 'admin@acme.test',
    settle: false,
    ready: () => screen.findByRole('search', { name: bar }),
  });
  const widths = () =>
    labels.map(
      (label) => getComputedStyle(screen.getByLabelText(label).closest('.MuiTextField-root')!).width,
    );
  const whileLoading = widths();
  expect(whileLoading.every((width) => /^\d+px$/.test(width))).toBe(true);
  await waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 5000 });
  expect(widths()).toEqual(whileLoading);
}
