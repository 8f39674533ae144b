import { and, eq } from 'drizzle-orm';
import { CRICKET, cricketExchangeKit } from '../testing/cricketExchangeKit';
import { ledgerEntries } from '../wallet/tables';
import { settlementNotices } from './tables';

const kit = cricketExchangeKit();
const { get, post, odds, back, lay, yes } = kit;

type Notice = { title: string; detail: string; amount: number; outcome: string; accountLogId: number; sport: string };

const noticesOf = async (u: string, query = '') => (await get(`/aam/v1/notices${query}`, u)).json().response;

let runners: string[] = [];

// A match with a bookmaker bet and a session bet of C1001's, and a lay bet of C1002's.
beforeAll(async () => {
  const { teams, sessions } = await odds();
  runners = [teams[0]!.runnerName, sessions[0]!.runnerName];
  for (const placed of [await back(teams[0]!, 100), await yes(sessions[0]!, 100), await lay(teams[1]!, 200, 'C1002')])
    expect(placed.json().error?.description ?? 'placed').toBe('placed');
});

describe('settlement notices of a cricket match', () => {
  it("writes one notice per player with the amount of the player's ledger row, once, linking to its bet details", async () => {
    expect((await noticesOf('C1001')).notices).toEqual([]);
    await post(`/__test/cricket/${CRICKET}/finish`, {});
    await post(`/__test/cricket/${CRICKET}/finish`, {});

    for (const username of ['C1001', 'C1002']) {
      const player = await kit.userRow(username);
      const [entry] = await kit.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, player.id), eq(ledgerEntries.reference, `cricket:${CRICKET}`)));
      const answer = await noticesOf(username);
      expect(answer.unread).toBe(1);
      expect(answer.notices).toHaveLength(1);
      const notice = answer.notices[0] as Notice;
      const amount = (entry!.creditPaise - entry!.debitPaise) / 100;
      expect(notice).toMatchObject({
        sport: 'CRICKET',
        title: 'India v Australia',
        amount,
        outcome: amount > 0 ? 'WON' : amount < 0 ? 'LOST' : 'EVEN',
        accountLogId: entry!.id,
      });
      const details = await get(`/aam/v1/user/bets-from-log?accountLogId=${notice.accountLogId}`, username);
      expect(details.statusCode).toBe(200);
    }
    const mine = (await noticesOf('C1001')).notices[0] as Notice;
    for (const runner of runners) expect(mine.detail).toContain(runner);
    expect(await kit.db.select().from(settlementNotices)).toHaveLength(2);
  });
});
