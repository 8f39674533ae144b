import { envelopeResponse, finite, finiteOrNull, httpUrl, items, numberOrZero, positiveId, text, texts } from './wire';

describe('wire readers', () => {
  it('read a value only when it has the right type', () => {
    expect(finite(12.5)).toBe(12.5);
    expect(finite('12.5')).toBeUndefined();
    expect(finite(Number.NaN)).toBeUndefined();
    expect(finite(Infinity)).toBeUndefined();
    expect(finiteOrNull(null)).toBeNull();
    expect(text(7)).toBeUndefined();
    expect(texts(['AS', 'KD'])).toEqual(['AS', 'KD']);
    expect(texts(['AS', 3])).toBeUndefined();
    expect(envelopeResponse({ code: 200, response: [1] })).toEqual([1]);
    expect(envelopeResponse('oops')).toBeUndefined();
  });

  it('frame only an http(s) address, read against the base', () => {
    expect(httpUrl('/stream/9', 'http://127.0.0.1:4000/aam/v1')).toBe('http://127.0.0.1:4000/stream/9');
    expect(httpUrl('https://cdn.example/live/1', 'http://127.0.0.1:4000')).toBe('https://cdn.example/live/1');
    expect(httpUrl('javascript:alert(1)', 'http://127.0.0.1:4000/aam/v1')).toBeNull();
    expect(httpUrl('data:text/html,<script>1</script>', 'http://127.0.0.1:4000')).toBeNull();
    expect(httpUrl('http://[', 'http://127.0.0.1:4000/aam/v1')).toBeNull();
    expect(httpUrl(42, 'http://127.0.0.1:4000/aam/v1')).toBeNull();
    expect(httpUrl('', 'http://127.0.0.1:4000')).toBeNull();
  });
});

describe('list and number fallbacks', () => {
  it('read anything but a list as an empty list, and anything but a number as 0', () => {
    expect(items([1, 'a'])).toEqual([1, 'a']);
    expect(items({ 0: 'a' })).toEqual([]);
    expect(items(null)).toEqual([]);
    expect(numberOrZero(2.5)).toBe(2.5);
    expect(numberOrZero('2.5')).toBe(0);
    expect(numberOrZero(Number.NaN)).toBe(0);
  });
});

describe('ids', () => {
  it('read a whole number above 0, also sent as a numeric string', () => {
    expect(positiveId(8)).toBe(8);
    expect(positiveId('8')).toBe(8);
    expect(positiveId(0)).toBeUndefined();
    expect(positiveId(-1)).toBeUndefined();
    expect(positiveId(1.5)).toBeUndefined();
    expect(positiveId('abc')).toBeUndefined();
    expect(positiveId(' ')).toBeUndefined();
    expect(positiveId(null)).toBeUndefined();
  });
});
