// Shared by the API layer's tests: the ApiError a request fails with.
import { expect } from 'vitest';
import { ApiError } from './client';

export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}
