/**
 * Tests only: a stand-in for the browser's XMLHttpRequest (`vi.stubGlobal('XMLHttpRequest', FakeXhr)`)
 * that records what is sent and answers as told (`FakeXhr.answer`; status 0 is no answer at all).
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  static answer = { status: 200, body: '{"code":200}' };
  method = '';
  url = '';
  body: unknown = undefined;
  timeout = 0;
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    const { status, body: text } = FakeXhr.answer;
    queueMicrotask(() => {
      if (status === 0) {
        this.onerror?.();
        return;
      }
      this.status = status;
      this.responseText = text;
      this.onload?.();
    });
  }
}
