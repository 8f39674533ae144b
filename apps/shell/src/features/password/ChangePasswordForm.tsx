import { Button, Field, Input, Stack, chakra } from '@exchange/shared-ui/chakra';
import { useState, type FormEvent } from 'react';
import { useChangePassword } from './useChangePassword';
import { useTranslateText } from '@exchange/shared-ui';

const FIELDS = [
  { name: 'oldPassword', label: 'Old Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm Password', autoComplete: 'new-password' },
] as const;

type Form = Record<(typeof FIELDS)[number]['name'], string>;

export function ChangePasswordForm({ variant }: { variant: 'page' | 'modal' }) {
  const tx = useTranslateText();
  const { submit, isLoading } = useChangePassword(variant);
  const [form, setForm] = useState<Form>({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isLoading || done) return;
    setDone(await submit(form));
  }

  return (
    <chakra.form onSubmit={onSubmit} noValidate data-testid={`change-password-${variant}`}>
      <Stack gap="3">
        {FIELDS.map((f) => (
          <Field.Root key={f.name}>
            <Field.Label>{tx(f.label)}</Field.Label>
            <Input
              type="password"
              name={f.name}
              autoComplete={f.autoComplete}
              maxLength={64}
              value={form[f.name]}
              onChange={(e) => {
                const value = e.target.value;
                setForm((current) => ({ ...current, [f.name]: value }));
              }}
              disabled={isLoading || done}
            />
          </Field.Root>
        ))}
        <Button type="submit" colorPalette="brand" loading={isLoading} disabled={done}>
          {tx('Done')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
