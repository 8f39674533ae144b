import { describe, expect, it } from 'vitest';
import { CONTRACT_VERSION, isCompatibleContract } from './contract';

describe('isCompatibleContract', () => {
  it('accepts the current contract and older or newer minors of the same major', () => {
    expect(isCompatibleContract(CONTRACT_VERSION)).toBe(true);
    expect(isCompatibleContract('1.0')).toBe(true);
    expect(isCompatibleContract('1.7')).toBe(true);
  });

  it('refuses another major, and anything that is not a version string', () => {
    expect(isCompatibleContract('2.0')).toBe(false);
    expect(isCompatibleContract('0.9')).toBe(false);
    expect(isCompatibleContract('')).toBe(false);
    expect(isCompatibleContract(undefined)).toBe(false);
    expect(isCompatibleContract(1)).toBe(false);
    expect(isCompatibleContract('10.0')).toBe(false);
  });
});
