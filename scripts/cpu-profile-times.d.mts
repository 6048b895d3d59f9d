// Types of cpu-profile-times.mjs, for its test.
export type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
export type CpuProfile = {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
};
export type SelfTimes = {
  busyMs: number;
  byPackage: Map<string, number>;
  byModule: Map<string, number>;
  byFunction: Map<string, number>;
};
export function packageOf(source: string): string;
export function selfTimes(
  profile: CpuProfile,
  nameOf: (frame: CallFrame) => { module: string; fn: string },
): SelfTimes;
