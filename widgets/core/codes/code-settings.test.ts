import { describe, expect, it } from 'vitest';
import {
  barcodeCanHold,
  barcodeFormat,
  barcodeHeight,
  qrElementSize,
  qrLevel,
  qrSize,
} from './code-settings.ts';

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

describe('qrElementSize', () => {
  it.each([
    [undefined, 200],
    ['screen', 'screen'],
    [' Screen ', 'screen'],
    ['fit', 'fit'],
    ['320', 320],
    ['screens', 200],
  ])('%j is %j', (text, size) => {
    expect(qrElementSize(text)).toBe(size);
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
    ['EAN13', 'EAN13'],
    ['codabar', 'codabar'],
  ] as const)('%j is %s', (given, format) => {
    expect(barcodeFormat(given)).toBe(format);
  });
});

describe('barcodeCanHold', () => {
  it.each([
    ['CODE128', 'SO-100200', true],
    ['CODE128', 'A & B <b>#1', true],
    ['CODE128', 'TAB\tEND', true],
    // jsbarcode would draw these as 'SMI-1', 'ris', 'G' and '1234'.
    ['CODE128', 'SÍMI-1', false],
    ['CODE128', 'Íris', false],
    ['CODE128', 'ÉG', false],
    ['CODE128', '12Í34', false],
    ['CODE128B', 'Þóra', false],
    ['CODE128C', 'ð', false],
    ['EAN13', 'Íris', true],
  ])('%s holds %j: %s', (format, value, holds) => {
    expect(barcodeCanHold(format, value)).toBe(holds);
  });
});
