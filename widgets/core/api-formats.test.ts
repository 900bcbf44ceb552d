import { describe, expect, it } from 'vitest';
import { formatIsoDay, formatKennitala } from './api-formats.ts';

describe('formatIsoDay', () => {
  it('writes an ISO day as dd.mm.yyyy', () => {
    expect(formatIsoDay('2027-11-23')).toBe('23.11.2027');
    expect(formatIsoDay('2026-01-05')).toBe('05.01.2026');
  });

  it('keeps the calendar day of a date-time, whatever its zone', () => {
    expect(formatIsoDay('2027-03-01T23:30:00-05:00')).toBe('01.03.2027');
  });

  it('gives anything else as it came', () => {
    expect(formatIsoDay('')).toBe('');
    expect(formatIsoDay('23.11.2027')).toBe('23.11.2027');
  });
});

describe('formatKennitala', () => {
  it('puts the hyphen after the sixth digit', () => {
    expect(formatKennitala('5302691089')).toBe('530269-1089');
  });

  it('gives anything but ten digits as it came', () => {
    expect(formatKennitala('530269108')).toBe('530269108');
    expect(formatKennitala('530269-1089')).toBe('530269-1089');
  });
});
