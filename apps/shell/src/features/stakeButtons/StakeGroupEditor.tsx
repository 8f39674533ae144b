import { Box, Heading, IconButton, Input, SimpleGrid } from '@exchange/shared-ui/chakra';
import type { StakeButton } from '@exchange/betting';
import { useT } from '@exchange/shared-ui';

type Props = { title: string; name: string; buttons: StakeButton[]; onChange: (buttons: StakeButton[]) => void };

/** Label and value inputs of one stake group. */
export function StakeGroupEditor({ title, name, buttons, onChange }: Props) {
  const t = useT();
  const update = (index: number, patch: Partial<StakeButton>) =>
    onChange(buttons.map((b, i) => (i === index ? { ...b, ...patch } : b)));
  return (
    <Box>
      <Heading size="sm" mb="2">
        {title}
      </Heading>
      <SimpleGrid columns={3} gap="1" templateColumns="1fr 1fr auto">
        {buttons.map((button, i) => (
          <Box key={i} display="contents">
            <Input
              size="sm"
              aria-label={t('stakes.labelField', { group: title, number: i + 1 })}
              name={`${name}-label-${i + 1}`}
              maxLength={10}
              value={button.label}
              onChange={(e) => update(i, { label: e.target.value })}
            />
            <Input
              size="sm"
              aria-label={t('stakes.valueField', { group: title, number: i + 1 })}
              name={`${name}-value-${i + 1}`}
              inputMode="numeric"
              maxLength={8}
              value={Number.isFinite(button.value) ? String(button.value) : ''}
              onChange={(e) =>
                update(i, { value: e.target.value === '' ? Number.NaN : Number(e.target.value.replace(/\D/g, '')) })
              }
            />
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={t('stakes.remove', { group: title, number: i + 1 })}
              onClick={() => onChange(buttons.filter((_, j) => j !== i))}
            >
              ×
            </IconButton>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
