import { memo } from 'react';
import dynamic from 'next/dynamic';
import { defineScreen, isScreen, type ScreenConfig } from '@/components/layout/screen';

const config: ScreenConfig = { title: 'Traffic', access: 'private', layout: 'app' };
const View = () => <p>view</p>;

describe('a screen', () => {
  it('is known by its config whether the page is a function, a memo or a dynamically loaded view', () => {
    expect(isScreen(defineScreen(() => <View />, config))).toBe(true);
    expect(isScreen(defineScreen(memo(View), config))).toBe(true);
    expect(
      isScreen(
        defineScreen(
          dynamic(async () => View),
          config,
        ),
      ),
    ).toBe(true);
  });

  it('a component without a config is not a screen, so the app falls back to its default', () => {
    expect(isScreen(View)).toBe(false);
    expect(isScreen(memo(View))).toBe(false);
    expect(isScreen(null)).toBe(false);
    expect(isScreen(undefined)).toBe(false);
  });
});
