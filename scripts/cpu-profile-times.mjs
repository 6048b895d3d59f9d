// A V8 CPU profile's self time, summed by package (or src folder), module and function, the frames named
// by `nameOf(callFrame) -> { module, fn }` (scripts/profile-screen.mjs names them through source maps).
// Idle time is left out; V8's own buckets ((program): the browser's native work, (garbage collector))
// stay under their names.
const V8_BUCKETS = new Set(['(program)', '(garbage collector)', '(root)']);

export function packageOf(source) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (match) return match[1];
  return source.startsWith('src/') ? source.split('/').slice(0, 3).join('/') : source;
}

export function selfTimes(profile, nameOf) {
  const selfMs = new Map();
  profile.samples.forEach((id, index) =>
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000),
  );
  const byPackage = new Map();
  const byModule = new Map();
  const byFunction = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  let busyMs = 0;
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    if (ms === 0 || node.callFrame.functionName === '(idle)') continue;
    busyMs += ms;
    const { module, fn } = nameOf(node.callFrame);
    add(byPackage, V8_BUCKETS.has(module) ? module : packageOf(module), ms);
    add(byModule, module, ms);
    add(byFunction, `${module} ${fn}`, ms);
  }
  return { busyMs, byPackage, byModule, byFunction };
}
