import { Field, HStack, Input } from '@exchange/shared-ui/chakra';
import { useTranslateText } from '@exchange/shared-ui';
import type { DateRange } from './dateRange';

type Props = { value: DateRange; onChange: (range: DateRange) => void };

/** From and To date inputs, shared by the ledger and the statement. */
export function DateRangeFields({ value, onChange }: Props) {
  const tx = useTranslateText();
  return (
    <HStack gap="2" align="end" wrap="wrap">
      <Field.Root w="auto">
        <Field.Label fontSize="xs">{tx('From')}</Field.Label>
        <Input
          size="sm"
          type="date"
          name="from"
          value={value.from}
          max={value.to}
          onChange={(e) => onChange({ ...value, from: e.target.value })}
        />
      </Field.Root>
      <Field.Root w="auto">
        <Field.Label fontSize="xs">{tx('To')}</Field.Label>
        <Input
          size="sm"
          type="date"
          name="to"
          value={value.to}
          min={value.from}
          onChange={(e) => onChange({ ...value, to: e.target.value })}
        />
      </Field.Root>
    </HStack>
  );
}
