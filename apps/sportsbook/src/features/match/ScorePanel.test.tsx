import { render, screen } from '@testing-library/react';
import { UiProvider } from '@exchange/shared-ui';
import type { Score } from './matchTypes';
import { ScorePanel } from './ScorePanel';

const score = (balls: string[]): Score => ({
  spnnation1: 'IND',
  spnnation2: 'AUS',
  score1: '45-1 (5.2)',
  score2: 'Yet to bat',
  spnrunrate2: 'CRR 8.43',
  spnmessage: '',
  balls,
});
const ui = (s: Score) => (
  <UiProvider>
    <ScorePanel score={s} />
  </UiProvider>
);

describe('the score ball strip (issue 12)', () => {
  it('a new ball is appended and the oldest dropped; the other balls are not rewritten', async () => {
    const view = render(ui(score(['1', '4', '0', '2', '6', 'w'])));
    const strip = screen.getByTestId('balls');
    const kept = [...strip.children].slice(1);
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((list) => records.push(...list));
    observer.observe(strip, { subtree: true, childList: true, attributes: true, characterData: true });
    view.rerender(ui(score(['4', '0', '2', '6', 'w', '4'])));
    await Promise.resolve();
    records.push(...observer.takeRecords());
    observer.disconnect();
    expect([...strip.children].map((b) => b.textContent)).toEqual(['4', '0', '2', '6', 'w', '4']);
    expect([...strip.children].slice(0, 5)).toEqual(kept);
    expect(strip.lastElementChild).toHaveAttribute('data-ball', 'four');
    // One ball removed, one added: nothing relabelled.
    expect(records.map((r) => r.type).sort()).toEqual(['childList', 'childList']);
  });
});
