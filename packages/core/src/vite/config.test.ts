import { describe, expect, it } from 'vitest';
import { VITE_CLIENT_CONDITIONS, VITE_SERVER_CONDITIONS } from './config.ts';

describe("Vite's default conditions, named without loading Vite", () => {
  it('are the ones Vite exports', async () => {
    const vite = await import('vite');
    expect(VITE_CLIENT_CONDITIONS).toEqual(vite.defaultClientConditions);
    expect(VITE_SERVER_CONDITIONS).toEqual(vite.defaultServerConditions);
  });
});
