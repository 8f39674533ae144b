import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { UiProvider } from '@exchange/shared-ui';
import { BoardCover } from './OptionBoard';
import { OptionBox } from './OptionBox';

const box = (props: Partial<Parameters<typeof OptionBox>[0]> = {}, suspended = false) => {
  const onPick = vi.fn();
  render(
    <UiProvider>
      <BoardCover suspended={suspended}>
        <OptionBox
          runnerName="Dragon"
          back={2}
          lay={0}
          showLay={false}
          exposure={undefined}
          selected={null}
          onPick={onPick}
          {...props}
        />
      </BoardCover>
    </UiProvider>,
  );
  return onPick;
};

/** The alpha of an element's computed background colour (1 for an opaque or named colour). */
const backgroundAlpha = (el: HTMLElement) => {
  const rgba = /rgba\([^)]*,\s*([\d.]+)\)/.exec(getComputedStyle(el).backgroundColor);
  return rgba ? Number(rgba[1]) : 1;
};

describe('OptionBox', () => {
  it('shows the odds above, the name, and the exposure below with two decimals', () => {
    box({ exposure: -117 });
    expect(screen.getByTestId('odd-back')).toHaveTextContent('2.00');
    expect(screen.getByText('Dragon')).toBeInTheDocument();
    expect(screen.getByTestId('option-exposure')).toHaveTextContent('-117.00');
    expect(screen.queryByTestId('odd-lay')).toBeNull();
  });

  it('hands runner and side to the pick routine', () => {
    const onPick = box({ showLay: true, lay: 2.17 });
    fireEvent.click(screen.getByTestId('odd-lay'));
    expect(onPick).toHaveBeenCalledWith('Dragon', 'lay');
  });

  it('is greyed with SUSPENDED when its board is suspended, and not otherwise', () => {
    box({}, true);
    expect(screen.getByTestId('suspended')).toBeVisible();
    expect(screen.getByTestId('suspended')).toHaveTextContent('SUSPENDED');
  });

  it('keeps the name and the last odds readable under a translucent SUSPENDED veil (issue 16)', () => {
    box({ showLay: true, lay: 2.17 }, true);
    const veil = screen.getByTestId('suspended');
    expect(veil).toBeVisible();
    expect(backgroundAlpha(veil)).toBeLessThanOrEqual(0.3);
    expect(screen.getByText('Dragon')).toBeVisible();
    expect(screen.getByTestId('odd-back')).toBeVisible();
    expect(screen.getByTestId('odd-back')).toHaveTextContent('2.00');
    expect(screen.getByTestId('odd-lay')).toHaveTextContent('2.17');
  });

  it('shows no cover on an open board', () => {
    box();
    expect(screen.getByTestId('suspended')).not.toBeVisible();
  });

  it('shows and hides the cover without making or dropping its box: a flip repaints, it does not lay out (issue 12)', () => {
    box({}, false);
    const cover = screen.getByTestId('suspended');
    expect(getComputedStyle(cover).display).toBe('flex');
    expect(getComputedStyle(cover).visibility).toBe('hidden');
    cleanup();
    box({}, true);
    expect(getComputedStyle(screen.getByTestId('suspended')).display).toBe('flex');
    expect(getComputedStyle(screen.getByTestId('suspended')).visibility).toBe('visible');
  });
});
