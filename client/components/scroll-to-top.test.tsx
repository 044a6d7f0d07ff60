import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

const navigation: { go: (to: string) => void } = { go: () => undefined };
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    navigation.go = (to) => void navigate(to);
  }, [navigate]);
  return null;
}

describe('ScrollToTop', () => {
  it('scrolls to the top when the path changes, not when only the query does', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/profile']}>
        <ScrollToTop />
        <Navigator />
      </MemoryRouter>,
    );
    scrollTo.mockClear();
    act(() => navigation.go('/'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    scrollTo.mockClear();
    act(() => navigation.go('/?tab=2'));
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });
});
