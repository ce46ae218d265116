import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lastVisitBoundary, markFrontPageSeen, useFrontPageSeen } from './last-visit';

afterEach(() => sessionStorage.clear());

describe('the last visit', () => {
  it('is none on a first visit, and stays none for the rest of that visit', () => {
    expect(lastVisitBoundary()).toBeNull();
    markFrontPageSeen(1_000_000);
    expect(lastVisitBoundary()).toBeNull();
  });

  it('is when the front page was last seen, fixed for the visit even as it is seen again', () => {
    markFrontPageSeen(1_000_000);
    expect(lastVisitBoundary()).toBe(1_000_000);
    markFrontPageSeen(2_000_000);
    expect(lastVisitBoundary()).toBe(1_000_000);
    // A new visit (another tab's session) starts from the latest.
    sessionStorage.clear();
    expect(lastVisitBoundary()).toBe(2_000_000);
  });

  it('is recorded when the reader leaves the front page, not when it opens', () => {
    markFrontPageSeen(1_000_000);
    const page = renderHook(() => useFrontPageSeen());
    expect(localStorage.getItem('gazette.homeSeenAt')).toBe('1000000');
    page.unmount();
    expect(Number(localStorage.getItem('gazette.homeSeenAt'))).toBeGreaterThan(1_000_000);
    expect(lastVisitBoundary()).toBe(1_000_000);
  });
});
