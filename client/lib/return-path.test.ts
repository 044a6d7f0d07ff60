import { beforeEach, describe, expect, it } from 'vitest';
import { carriesAccountLink, forgetReturnPath, rememberReturnPath, returnPath } from './return-path';

describe('the return path after signing in', () => {
  beforeEach(() => sessionStorage.clear());

  it('is kept only for links meant for an account', () => {
    expect(carriesAccountLink('?delete-account=abc')).toBe(true);
    expect(carriesAccountLink('?a=1&b=2')).toBe(false);
    expect(carriesAccountLink('')).toBe(false);
  });

  it('is read until it is forgotten, else the fallback', () => {
    expect(returnPath('/home')).toBe('/home');
    rememberReturnPath('/profile?delete-account=abc');
    expect(returnPath('/home')).toBe('/profile?delete-account=abc');
    expect(returnPath('/home')).toBe('/profile?delete-account=abc');
    forgetReturnPath();
    expect(returnPath('/home')).toBe('/home');
  });

  it('never leads to another site', () => {
    for (const path of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)']) {
      rememberReturnPath(path);
      expect(returnPath('/home')).toBe('/home');
    }
  });
});
