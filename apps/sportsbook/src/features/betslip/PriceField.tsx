import { Flex, IconButton, Input } from '@exchange/shared-ui/chakra';
import { useState } from 'react';
import { rateFromHundredths, rateToHundredths, stepPrice } from '@exchange/betting';
import { useTranslateText } from '@exchange/shared-ui';

/** One step up or down the exchange ladder from the price in the field (a price off the ladder snaps onto it). */
export function steppedPrice(price: number, ticks: 1 | -1): number {
  const from = Number.isFinite(price) && price > 0 ? rateToHundredths(price) : 0;
  return rateFromHundredths(stepPrice(from, ticks));
}

/**
 * A Match Odds slip's price (issue 15): typed freely (a price off the ladder is refused when
 * placing, 'Please select a Valid Odd') or stepped along the ladder with ▲ and ▼. What is being
 * typed ("2.", "2.2") is kept as text until the price moves from outside the field.
 */
export function PriceField({
  price,
  onChange,
  disabled,
}: {
  price: number;
  onChange: (price: number) => void;
  disabled: boolean;
}) {
  const tx = useTranslateText();
  const [draft, setDraft] = useState<{ text: string; price: number } | null>(null);
  const text = draft && draft.price === price ? draft.text : price > 0 ? String(price) : '';
  const step = (ticks: 1 | -1) => {
    setDraft(null);
    onChange(steppedPrice(price, ticks));
  };
  return (
    <Flex gap="1" align="center">
      <IconButton
        size="sm"
        variant="outline"
        bg="bg"
        aria-label={tx('Lower price')}
        onClick={() => step(-1)}
        disabled={disabled}
      >
        ▼
      </IconButton>
      <Input
        aria-label={tx('Price')}
        data-testid="slip-price"
        inputMode="decimal"
        size="sm"
        bg="bg"
        textAlign="center"
        maxLength={7}
        value={text}
        disabled={disabled}
        onChange={(e) => {
          const typed = e.target.value.replace(/[^\d.]/g, '');
          const next = Number(typed) || 0;
          setDraft({ text: typed, price: next });
          onChange(next);
        }}
      />
      <IconButton
        size="sm"
        variant="outline"
        bg="bg"
        aria-label={tx('Raise price')}
        onClick={() => step(1)}
        disabled={disabled}
      >
        ▲
      </IconButton>
    </Flex>
  );
}
