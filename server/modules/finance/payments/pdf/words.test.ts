import { describe, expect, it } from 'vitest';
import { numberInWords, shillingsInWords } from './words';

describe('amounts in words', () => {
  it('writes whole numbers as a Kenyan receipt does', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(7)).toBe('Seven');
    expect(numberInWords(45)).toBe('Forty-Five');
    expect(numberInWords(305)).toBe('Three Hundred and Five');
    expect(numberInWords(1005)).toBe('One Thousand and Five');
    expect(numberInWords(45747)).toBe('Forty-Five Thousand Seven Hundred and Forty-Seven');
    expect(numberInWords(1_200_000)).toBe('One Million Two Hundred Thousand');
  });

  it('adds shillings, cents and Only', () => {
    expect(shillingsInWords(12_500_00)).toBe('Kenya Shillings Twelve Thousand Five Hundred Only');
    expect(shillingsInWords(100_50)).toBe('Kenya Shillings One Hundred, Cents Fifty Only');
    expect(shillingsInWords(1)).toBe('Kenya Shillings Zero, Cents One Only');
  });
});
