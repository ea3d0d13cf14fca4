import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOutageStatus } from './useOutageStatus.ts';

describe('useOutageStatus', () => {
  it('reads the /status answer to its end, so that the request completes', async () => {
    // A request whose body is never read stays open in the browser (and keeps the page out of
    // the back/forward cache).
    const answers: Response[] = [];
    const fetchFn = async () => {
      const response = new Response('{"status":"ok"}', { status: 200 });
      answers.push(response);
      return response;
    };
    const { result } = renderHook(() => useOutageStatus({ enabled: true, simulate: false }, fetchFn));
    await waitFor(() => expect(answers[0]?.bodyUsed).toBe(true));
    expect(result.current).toBe(false);
  });

  it('reports an outage on a non-200 answer, and reads that body too', async () => {
    const answers: Response[] = [];
    const fetchFn = async () => {
      const response = new Response('{"status":"down"}', { status: 503 });
      answers.push(response);
      return response;
    };
    const { result } = renderHook(() => useOutageStatus({ enabled: true, simulate: false }, fetchFn));
    await waitFor(() => expect(result.current).toBe(true));
    await waitFor(() => expect(answers[0]?.bodyUsed).toBe(true));
  });
});
