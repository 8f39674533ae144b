import { streamSandbox } from './LiveTable';

describe("the stream frame's sandbox", () => {
  it("lets a stream page on another origin keep its origin (its polls revalidate), never one on this page's origin", () => {
    expect(streamSandbox('http://127.0.0.1:4000/casino/v1/stream/TEEN_20', 'http://127.0.0.1:3000')).toBe(
      'allow-scripts allow-same-origin',
    );
    expect(streamSandbox('https://api.example.com/casino/v1/stream/AAA', 'https://play.example.com')).toBe(
      'allow-scripts allow-same-origin',
    );
    expect(streamSandbox('https://play.example.com/casino/v1/stream/AAA', 'https://play.example.com')).toBe(
      'allow-scripts',
    );
    expect(streamSandbox('/casino/v1/stream/AAA', 'https://play.example.com')).toBe('allow-scripts');
  });
});
