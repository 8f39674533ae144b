import { httpClient } from '@exchange/shared-http';
import { setQuietTransport } from '../quietTransport';

// Unit tests answer the API through axios adapters; the polls' own transport (one XMLHttpRequest,
// tested in quietTransport.test.ts) is pointed at the axios client here, so that a poll reaches
// them. A setup file of the DOM test projects (vitest.config.ts).
setQuietTransport(async ({ api, url, method, data, params, headers, skipAuth }) => {
  try {
    const result = await httpClient(api).request({ url, method: method ?? 'GET', data, params, headers, skipAuth });
    return { ok: true, text: typeof result.data === 'string' ? result.data : JSON.stringify(result.data) };
  } catch {
    return { ok: false };
  }
});
