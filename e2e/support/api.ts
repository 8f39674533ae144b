import { E2E_PORTS } from './ports';

const API = `http://127.0.0.1:${E2E_PORTS.api}`;

async function post(path: string, body: unknown) {
  const res = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Test-mode control routes of the reference API (absent outside test mode). */
export const testApi = {
  revokeSessions: (username: string) => post('/__test/sessions/revoke', { username }),
  setBalance: (username: string, balance: number) => post(`/__test/users/${username}/balance`, { balance }),
};

let counter = 0;

/** A fresh player for one test: unique per run, worker and call, funded by a deposit. */
export async function createPlayer(
  name: string,
  options: { resetRequired?: boolean; balance?: number; password?: string } = {},
) {
  counter += 1;
  const code = `${Date.now() % 1_000_000}${process.pid % 100}${counter}`.slice(-9).padStart(6, '7');
  const password = options.password ?? '123456';
  await post('/__test/users', {
    username: `C${code}`,
    name,
    password,
    resetRequired: options.resetRequired ?? false,
    balance: options.balance ?? 10000,
  });
  return { code, password, label: `${name.slice(0, 8)} (C${code})`, username: `C${code}` };
}

export async function setAnnouncement(text: string) {
  const res = await fetch(`${API}/admin/v1/announcement`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'X-Admin-Token': 'test-admin-token' },
    body: JSON.stringify({ announcement: text }),
  });
  if (!res.ok) throw new Error(`announcement answered ${res.status}`);
}
