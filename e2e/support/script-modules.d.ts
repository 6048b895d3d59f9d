// Types for the plain Node scripts that playwright.config.ts imports (allowJs is off, and the scripts
// stay .mjs so Node runs them without a build step).
declare module '*/scripts/find-chromium.mjs' {
  export const CHROMIUM_ENV_VARS: string[];
  export const CHROMIUM_CANDIDATES: string[];
  export function chromiumOverride(env?: NodeJS.ProcessEnv): { name: string; value: string } | null;
  export const HEADLESS_SHELL_CANDIDATES: string[];
  export function findChromium(env?: NodeJS.ProcessEnv, options?: { headlessShell?: boolean }): string | null;
  export function chromiumNotFoundMessage(env?: NodeJS.ProcessEnv): string;
  export function isRoot(): boolean;
  export function chromiumArgs(): string[];
}

declare module '*/scripts/e2e.mjs' {
  export const ROOT: string;
  export const E2E_HOST: string;
  export const E2E_PORT: number;
  export const E2E_BASE_URL: string;
  export const E2E_DIST_DIR: string;
  export const E2E_MOCK_LATENCY_MS: number;
  export const NET_PORT: number;
  export const NET_BASE_URL: string;
  export const NET_DIST_DIR: string;
  export const NET_API_PORT: number;
  export const NET_API_URL: string;
  export function networkEnabled(env?: NodeJS.ProcessEnv): boolean;
  export function networkAppEnv(): Record<string, string>;
  export function mockedAppEnv(options?: { distDir?: string; latencyMs?: number }): Record<string, string>;
  export function e2eAppEnv(): Record<string, string>;
  export function nextBin(): string;
  export function hasBuild(distDir: string): boolean;
}
