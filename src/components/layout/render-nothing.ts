// For a next/dynamic that only names a chunk to the server render, `dynamic(() => import('./x').then(renderNothing))`:
// the page's HTML then lists ./x's code, which loads beside the page's own (hydration waits for it),
// and the component itself renders nothing.
function Nothing() {
  return null;
}

export const renderNothing = () => Nothing;
