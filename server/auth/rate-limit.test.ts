import { describe, expect, it } from 'vitest';
import { FailureLimiter } from './rate-limit';

const MINUTE = 60_000;

function limiter(limit = 5, windowMs = 15 * MINUTE) {
  const clock = { now: 1_000_000 };
  return { clock, limiter: new FailureLimiter(limit, windowMs, () => clock.now) };
}

describe('FailureLimiter', () => {
  it('blocks at the limit, not before', () => {
    const { limiter: l } = limiter();
    for (let i = 0; i < 4; i++) l.fail('amina');
    expect(l.isBlocked('amina')).toBe(false);
    l.fail('amina');
    expect(l.isBlocked('amina')).toBe(true);
  });

  it('keys are independent', () => {
    const { limiter: l } = limiter();
    for (let i = 0; i < 5; i++) l.fail('amina');
    expect(l.isBlocked('peter')).toBe(false);
  });

  it('the window slides: failures older than the window no longer count', () => {
    const { clock, limiter: l } = limiter();
    l.fail('amina');
    clock.now += 10 * MINUTE;
    for (let i = 0; i < 4; i++) l.fail('amina');
    expect(l.isBlocked('amina')).toBe(true);
    clock.now += 5 * MINUTE + 1;
    expect(l.isBlocked('amina')).toBe(false);
    l.fail('amina');
    expect(l.isBlocked('amina')).toBe(true);
  });

  it('retryAfter counts down to when the oldest failure leaves the window, in whole seconds', () => {
    const { clock, limiter: l } = limiter();
    expect(l.retryAfter('amina')).toBe(0);
    for (let i = 0; i < 5; i++) l.fail('amina');
    expect(l.retryAfter('amina')).toBe(15 * 60);
    clock.now += 14 * MINUTE + 30_500;
    expect(l.retryAfter('amina')).toBe(30);
    clock.now += 29_000;
    expect(l.retryAfter('amina')).toBe(1);
  });

  it('reset clears a key', () => {
    const { limiter: l } = limiter();
    for (let i = 0; i < 5; i++) l.fail('amina');
    l.reset('amina');
    expect(l.isBlocked('amina')).toBe(false);
    expect(l.retryAfter('amina')).toBe(0);
  });

  it('forgets keys whose failures have all expired (memory stays bounded)', () => {
    const { clock, limiter: l } = limiter();
    l.fail('amina');
    clock.now += 16 * MINUTE;
    l.isBlocked('amina');
    expect((l as unknown as { failures: Map<string, number[]> }).failures.size).toBe(0);
  });
});
