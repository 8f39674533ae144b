import { Field, HStack, Input } from '@exchange/shared-ui/chakra';
import { useTranslateText } from '@exchange/shared-ui';
import type { DateRange } from './dateRange';

type Props = { value: DateRange; onChange: (range: DateRange) => void };

const ENDS = [
  { end: 'from', label: 'From' },
  { end: 'to', label: 'To' },
] as const;

/** From and To date inputs, shared by the ledger and the statement; each bounds the other (From no later than To). */
export function DateRangeFields({ value, onChange }: Props) {
  const tx = useTranslateText();
  return (
    <HStack gap="2" align="end" wrap="wrap">
      {ENDS.map(({ end, label }) => (
        <Field.Root key={end} w="auto">
          <Field.Label fontSize="xs">{tx(label)}</Field.Label>
          <Input
            size="sm"
            type="date"
            name={end}
            value={value[end]}
            min={end === 'to' ? value.from : undefined}
            max={end === 'from' ? value.to : undefined}
            onChange={(e) => onChange({ ...value, [end]: e.target.value })}
          />
        </Field.Root>
      ))}
    </HStack>
  );
}
