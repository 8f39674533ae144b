import { E2E_PORTS } from './ports';

const API = `http://127.0.0.1:${E2E_PORTS.api}`;

async function post(path: string, body: unknown) {
  const res = await fetch(`${API}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Test-mode control routes of the reference API (absent outside test mode). */
export const testApi = {
  revokeSessions: (username: string) => post('/__test/sessions/revoke', { username }),
  setBalance: (username: string, balance: number) => post(`/__test/users/${username}/balance`, { balance }),
};
