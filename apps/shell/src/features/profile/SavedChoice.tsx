import { Button, HStack, NativeSelect } from '@exchange/shared-ui/chakra';
import { useState } from 'react';

type Props = {
  /** The list's name for assistive technology, in the language on screen. */
  label: string;
  name?: string;
  width: string;
  /** Each choice's value and its text, in the language on screen. */
  options: readonly { value: number; text: string }[];
  saved: number;
  /** The button's text, in the language on screen. */
  action: string;
  /** Saves a choice; true once it is saved, and the list then shows what is saved. */
  onSave: (value: number) => Promise<boolean>;
};

/**
 * A choice from a short list and the button that saves it (the rate difference, the reality check):
 * the button is off until the choice differs from what is saved, and busy while it saves. A choice
 * that could not be saved stays chosen, to try again.
 */
export function SavedChoice({ label, name, width, options, saved, action, onSave }: Props) {
  const [choice, setChoice] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const value = choice ?? saved;

  async function save() {
    setSaving(true);
    const done = await onSave(value).finally(() => setSaving(false));
    if (done) setChoice(null);
  }

  return (
    <HStack gap="2">
      <NativeSelect.Root size="sm" w={width}>
        <NativeSelect.Field
          aria-label={label}
          name={name}
          value={String(value)}
          onChange={(e) => setChoice(Number(e.target.value))}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button size="sm" colorPalette="brand" loading={saving} disabled={value === saved} onClick={() => void save()}>
        {action}
      </Button>
    </HStack>
  );
}
