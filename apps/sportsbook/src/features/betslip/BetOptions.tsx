import { memo } from 'react';
import type { BetPreferences } from '@exchange/contracts/matchOdds';
import { stakeButtonsSelectors, useAppSelector } from '@exchange/shared-auth';
import { formatAmount, useTranslateText, xsButtonClass } from '@exchange/shared-ui';
import styles from './betslip.module.css';
import { preferencesApi, useBetPreferences } from './preferencesApi';

/**
 * The player's betting choices above the markets (issue 15): one-click and its stake, 'Keep' or
 * 'Cancel unmatched' for Match Odds, 'Accept better odds' for bookmaker and session bets. Each
 * change is saved on the account at once. Plain elements styled by betslip.module.css: the row is
 * on a live match's first render, which builds no Chakra styles (issue 12).
 */
export const BetOptions = memo(function BetOptions() {
  const tx = useTranslateText();
  const choices = useBetPreferences();
  const [save] = preferencesApi.useSaveBetPreferencesMutation();
  const chips = useAppSelector((state) => stakeButtonsSelectors.selectStakeButtons(state, 'sport'));
  const change = (next: Partial<BetPreferences>) => void save({ ...choices, ...next });
  const stakes = chips.some((chip) => chip.value === choices.oneClickStake)
    ? chips
    : [{ label: formatAmount(choices.oneClickStake), value: choices.oneClickStake }, ...chips];
  return (
    <div className={styles.options} data-testid="bet-options">
      <button
        type="button"
        className={xsButtonClass}
        data-variant={choices.oneClick ? 'solid' : 'outline'}
        aria-pressed={choices.oneClick}
        onClick={() => change({ oneClick: !choices.oneClick })}
      >
        {tx(choices.oneClick ? 'One-click on' : 'One-click off')}
      </button>
      <label className={styles.option}>
        <span>{tx('Stake')}</span>
        <select
          aria-label={tx('One-click stake')}
          value={choices.oneClickStake}
          onChange={(e) => change({ oneClickStake: Number(e.target.value) })}
        >
          {stakes.map((chip) => (
            <option key={chip.value} value={chip.value}>
              {formatAmount(chip.value)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.option}>
        <span>{tx('Unmatched')}</span>
        <select
          aria-label={tx('Unmatched part')}
          value={choices.persistence}
          onChange={(e) => change({ persistence: e.target.value === 'CANCEL' ? 'CANCEL' : 'KEEP' })}
        >
          <option value="KEEP">{tx('Keep')}</option>
          <option value="CANCEL">{tx('Cancel unmatched')}</option>
        </select>
      </label>
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={choices.acceptBetterOdds}
          onChange={(e) => change({ acceptBetterOdds: e.target.checked })}
        />
        <span>{tx('Accept better odds')}</span>
      </label>
    </div>
  );
});
