import { E2E_PORTS } from './ports';

const API = `http://127.0.0.1:${E2E_PORTS.api}`;

export type OtherSport = 'tennis' | 'soccer';
export type SportState = {
  matchId: number;
  eventId: number;
  finished: boolean;
  settled: boolean;
  suspended: boolean;
  winner: string | null;
  chances: number[];
};

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { response: T }).response;
}

/** Test-mode control of the tennis and soccer simulators (`/__test/{sport}`). */
export const sportApi = (sport: OtherSport) => ({
  /** A new match in play from now, for this test alone. */
  openMatch: (eventName: string) => post<SportState>(`/__test/${sport}/matches`, { eventName }),
  pauseClock: (paused: boolean) => post<{ paused: boolean }>(`/__test/${sport}/clock`, { paused }),
  /** Ends the match won by the runner at `winner` (market order) and settles it. */
  finish: (matchId: number, winner: number) => post<SportState>(`/__test/${sport}/${matchId}/finish`, { winner }),
});
