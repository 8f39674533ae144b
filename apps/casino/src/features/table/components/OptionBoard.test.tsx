import { render } from '@testing-library/react';
import { gameRules } from '@exchange/betting';
import { UiProvider } from '@exchange/shared-ui';
import type { ReactNode } from 'react';
import type { CasinoOdd } from '../casinoApi';
import { TABLE_LAYOUTS } from '../layouts';
import { BoardCover, OptionGroup, drawnExposureSelector, drawnOddsSelector } from './OptionBoard';

const rules = gameRules('LUCKY7')!;
const groupOf = (name: string) => rules.options.find((o) => o.runnerName === name)?.group;
/** A fresh poll's answer: new objects every time, as the parser makes them. */
const poll = (): CasinoOdd[] =>
  rules.options.map((o) => ({
    runnerName: o.runnerName,
    selectionId: o.selectionId,
    back1: o.back,
    lay1: o.lay,
    backSize1: 0,
    laySize1: 0,
    status: 'ACTIVE',
    casinoGames: 'LUCKY7',
  }));
const pick = () => undefined;

function Table({
  suspended,
  exposure,
  odds,
}: {
  suspended: boolean;
  exposure: Record<string, number>;
  odds: CasinoOdd[];
}): ReactNode {
  return (
    <UiProvider>
      <BoardCover suspended={suspended}>
        {TABLE_LAYOUTS.LUCKY7!.groups.map((group) => (
          <OptionGroup
            key={group.group}
            odds={odds}
            group={group}
            exposure={exposure}
            selectedRunner={undefined}
            selectedSide={undefined}
            pick={pick}
            groupOf={groupOf}
          />
        ))}
      </BoardCover>
    </UiProvider>
  );
}

/** DOM writes (and the boxes they touched) made by one re-render. */
async function writesOf(container: HTMLElement, change: () => void) {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((list) => records.push(...list));
  observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });
  change();
  await Promise.resolve();
  records.push(...observer.takeRecords());
  observer.disconnect();
  const boxes = new Set(
    records
      .map((r) =>
        (r.target instanceof Element ? r.target : r.target.parentElement)
          ?.closest('[data-runner]')
          ?.getAttribute('data-runner'),
      )
      .filter(Boolean),
  );
  return { count: records.length, boxes: [...boxes] };
}

describe('a table board between polls (issue 12)', () => {
  it('writes nothing for a poll whose answer did not change', async () => {
    const view = render(<Table suspended={false} exposure={{}} odds={poll()} />);
    expect(view.container.querySelectorAll('[data-testid="option-box"]')).toHaveLength(rules.options.length);
    expect(
      await writesOf(view.container, () => view.rerender(<Table suspended={false} exposure={{}} odds={poll()} />)),
    ).toEqual({ count: 0, boxes: [] });
  });

  it('closing and opening a round writes one attribute, not every box', async () => {
    const view = render(<Table suspended={false} exposure={{}} odds={poll()} />);
    expect(
      await writesOf(view.container, () => view.rerender(<Table suspended exposure={{}} odds={poll()} />)),
    ).toEqual({ count: 1, boxes: [] });
    expect(
      await writesOf(view.container, () => view.rerender(<Table suspended={false} exposure={{}} odds={poll()} />)),
    ).toEqual({ count: 1, boxes: [] });
  });

  it('a changed exposure rewrites only the boxes whose figure changed', async () => {
    const view = render(<Table suspended={false} exposure={{}} odds={poll()} />);
    const written = await writesOf(view.container, () =>
      view.rerender(<Table suspended={false} exposure={{ 'Low Card': 100 }} odds={poll()} />),
    );
    expect(written.boxes).toEqual(['Low Card']);
    expect(view.container.querySelector('[data-runner="Low Card"] [data-testid="option-exposure"]')).toHaveTextContent(
      '100.00',
    );
  });
});

describe("the boards' options between answers", () => {
  const answer = (odds: CasinoOdd[], status: 'ACTIVE' | 'SUSPENDED' = 'ACTIVE') => ({
    data: {
      marketId: '9.1',
      casinoGames: 'LUCKY7',
      autoTime: '4',
      status,
      seedHash: '',
      cards: {},
      winner: null,
      oddDetailsDTOS: odds.map((o) => ({ ...o, status })),
    },
  });

  it("stay the same array when only the round's status changed, so no group of boxes renders again", () => {
    const select = drawnOddsSelector();
    const first = select(answer(poll())).odds;
    expect(select(answer(poll(), 'SUSPENDED')).odds).toBe(first);
    expect(select(answer(poll())).odds).toBe(first);
  });

  it("are the new answer's as soon as a rate or an option changes", () => {
    const select = drawnOddsSelector();
    const first = select(answer(poll())).odds;
    const repriced = poll().map((o, i) => (i === 3 ? { ...o, back1: o.back1 + 0.5 } : o));
    const second = select(answer(repriced)).odds;
    expect(second).not.toBe(first);
    expect(second[3]!.back1).toBe(first[3]!.back1 + 0.5);
    expect(select(answer(poll().slice(1))).odds).toHaveLength(poll().length - 1);
  });
});

describe("the boxes' exposure between answers", () => {
  it("stays the same object while the figures are the same, a new round's empty answer included", () => {
    const select = drawnExposureSelector();
    const none = select({ data: undefined }).exposure;
    expect(select({ data: {} }).exposure).toBe(none);
    const staked = select({ data: { 'Low Card': -100 } }).exposure;
    expect(staked).toEqual({ 'Low Card': -100 });
    expect(select({ data: { 'Low Card': -100 } }).exposure).toBe(staked);
    expect(select({ data: { 'Low Card': -200 } }).exposure).toEqual({ 'Low Card': -200 });
    expect(select({ data: {} }).exposure).toEqual({});
  });
});
