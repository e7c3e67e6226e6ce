import { describe, expect, it } from 'vitest';
import { acknowledgementSchema } from '@pickup/domain/shared/answers';
import { OpenApiRegistry } from '../http/openapi';
import { checkContract } from './contract';

const registry = new OpenApiRegistry();
registry.add({
  method: 'delete',
  path: '/api/things/:id',
  summary: 'Erase a thing',
  tags: ['things'],
  auth: 'user',
  response: acknowledgementSchema,
});
registry.add({
  method: 'post',
  path: '/api/things',
  summary: 'Add a thing, with no contract for its answer',
  tags: ['things'],
  auth: 'user',
});

describe('the test API holds every JSON success to its contract', () => {
  it('passes a write whose answer matches its schema', () => {
    expect(() =>
      checkContract(registry, 'DELETE', '/api/things/t-1', { success: true, message: 'Erased' }),
    ).not.toThrow();
  });

  it('fails a write whose answer drifted from its schema', () => {
    expect(() =>
      checkContract(registry, 'DELETE', '/api/things/t-1', { ok: true, message: 'Erased' }),
    ).toThrow('DELETE /api/things/t-1 does not match its contract');
  });

  it('fails a write that answers JSON without declaring a contract', () => {
    expect(() => checkContract(registry, 'POST', '/api/things', { id: 't-2' })).toThrow(
      'POST /api/things answers JSON but declares no response contract',
    );
  });
});
