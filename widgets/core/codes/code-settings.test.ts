import { describe, expect, it } from 'vitest';
import { barcodeFormat, barcodeHeight, qrLevel, qrSize } from './code-settings.ts';

describe('qrLevel', () => {
  it.each([
    [undefined, 'H'],
    ['', 'H'],
    ['L', 'L'],
    ['m', 'M'],
    [' q ', 'Q'],
    ['H', 'H'],
    ['X', 'H'],
    ['HH', 'H'],
  ])('%j is %s', (text, level) => {
    expect(qrLevel(text)).toBe(level);
  });
});

describe('qrSize', () => {
  it.each([
    [undefined, 200],
    ['', 200],
    ['fit', 'fit'],
    [' FIT ', 'fit'],
    ['320', 320],
    ['40', 40],
    ['2000', 2000],
    ['39', 200],
    ['2001', 200],
    ['12.5', 200],
    ['-200', 200],
    ['200px', 200],
    ['1e3', 1000],
  ])('%j is %j', (text, size) => {
    expect(qrSize(text)).toBe(size);
  });
});

describe('barcodeHeight', () => {
  it.each([
    [undefined, 80],
    [120, 120],
    [40, 40],
    [39, 80],
    [80.5, 80],
    [Number.NaN, 80],
    [5000, 80],
  ])('%j is %j', (value, height) => {
    expect(barcodeHeight(value)).toBe(height);
  });
});

describe('barcodeFormat', () => {
  it.each([
    [undefined, 'CODE128'],
    ['  ', 'CODE128'],
    ['code39', 'CODE39'],
    ['ean13', 'EAN13'],
    ['Codabar', 'codabar'],
    ['PHARMACODE', 'pharmacode'],
    ['nonsense', 'NONSENSE'],
  ])('%j is %s', (text, format) => {
    expect(barcodeFormat(text)).toBe(format);
  });
});
