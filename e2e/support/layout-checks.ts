import type { Page } from '@playwright/test';
import { measureLayoutInPage, type LayoutFinding, type LayoutReport } from './layout-in-page';

export type { LayoutFinding, LayoutReport } from './layout-in-page';

// The two window sizes every screen must hold its layout at (issue 32).
export const LAYOUT_SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

export type LayoutSize = (typeof LAYOUT_SIZES)[number];

export const sizeName = (size: LayoutSize) => `${size.width}×${size.height}`;

// The three checks in one evaluate: page overflow, clipped figures, rows under sticky parts.
export function measureLayout(page: Page): Promise<LayoutReport> {
  return page.evaluate(measureLayoutInPage);
}

export function formatFinding(screen: string, finding: LayoutFinding): string {
  return `${screen}: ${finding.check}: ${finding.element}: ${finding.measure}`;
}
