import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { describeError, explainError } from './error-words';

const http = (status: number, extra: { retryAfterSeconds?: number; operation?: string } = {}) =>
  new ApiError('http', 'upstream down', {
    operation: extra.operation ?? '/mediaApi/v1.0/content/',
    status,
    retryAfterSeconds: extra.retryAfterSeconds,
  });

describe('error panel words', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names what the reader did not get, from the operation', () => {
    expect(explainError(http(500)).headline).toBe('We couldn’t load these stories.');
    expect(explainError(http(500, { operation: '/mediaApi/v1.0/content/abc' })).headline).toBe(
      'We couldn’t load this story.',
    );
    expect(explainError(http(500, { operation: '/mediaApi/mediaApi/v1.0/category' })).headline).toBe(
      'We couldn’t load the categories.',
    );
    expect(explainError(http(500, { operation: '/mediaApi/v1.0/mid/comics' })).headline).toBe(
      'We couldn’t load the comics.',
    );
  });

  it('keeps the status and the server’s message for Details, not for the headline', () => {
    const words = explainError(http(500));
    expect(words.advice).not.toContain('upstream down');
    expect(words.technical).toEqual(expect.arrayContaining(['Message: upstream down']));
    expect(words.technical.join(' ')).toContain('HTTP 500');
  });

  it('tells a busy server’s wait, for a 429 and for a 503 that gives one', () => {
    expect(explainError(http(429, { retryAfterSeconds: 7 })).advice).toBe(
      'Gazette is busy; try again in 7 seconds.',
    );
    expect(explainError(http(503, { retryAfterSeconds: 1 })).advice).toBe(
      'Gazette is busy; try again in 1 second.',
    );
    expect(explainError(http(429)).advice).toBe('Gazette is busy; try again in a moment.');
    expect(explainError(http(503)).advice).toBe('The news service is having trouble. Try again in a moment.');
  });

  it('offers no retry where asking again cannot help', () => {
    expect(explainError(http(404)).retryable).toBe(false);
    expect(explainError(http(400)).retryable).toBe(false);
    expect(explainError(http(429)).retryable).toBe(true);
    expect(explainError(http(502)).retryable).toBe(true);
  });

  it('says offline when the browser is, for data and for a page’s code', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const network = new ApiError('network', 'Could not reach the server', {
      operation: '/mediaApi/v1.0/content/',
    });
    expect(explainError(network).headline).toBe('You’re offline, so we couldn’t load these stories.');
    const chunk = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    expect(explainError(chunk).headline).toBe('You’re offline, so we couldn’t open this page.');
  });

  it('speaks the interface language when asked', () => {
    expect(explainError(http(500), 'es').headline).toBe('No pudimos cargar estas noticias.');
    expect(explainError(http(404, { operation: '/mediaApi/v1.0/team/T1' }), 'pt').headline).toBe(
      'Não foi possível encontrar este time.',
    );
    expect(explainError(http(429, { retryAfterSeconds: 1 }), 'pt').advice).toBe(
      'O Gazette está ocupado; tente novamente em 1 segundo.',
    );
    expect(explainError(http(429, { retryAfterSeconds: 7 }), 'es').advice).toBe(
      'Gazette está ocupado; inténtalo de nuevo en 7 segundos.',
    );
    expect(describeError(http(429), 'es').title).toBe('Demasiadas solicitudes');
  });
});
