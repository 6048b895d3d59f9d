// A stack of sections that load on their own shows each one once every section above it has its first
// answer: the first still loading shows (its skeleton), the ones below it wait, so a section that
// arrives never pushes one already on screen. How many to show, from whether each is still loading.
export function sectionsShown(loading: readonly boolean[]): number {
  const first = loading.indexOf(true);
  return first === -1 ? loading.length : first + 1;
}
