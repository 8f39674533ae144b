import { envelopeResponse, httpUrl, isRecord, positiveId } from './wire';

describe('wire readers', () => {
  it('read an envelope’s response, and an object only when it is one', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord([1])).toBe(false);
    expect(isRecord(null)).toBe(false);
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
