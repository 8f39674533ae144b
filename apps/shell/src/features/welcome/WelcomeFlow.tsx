import { Box, Button, Heading, Stack, Text } from '@exchange/shared-ui/chakra';
import { useState } from 'react';
import { Link } from '@exchange/shared-ui/router';
import { accountSelectors, useAppSelector } from '@exchange/shared-auth';
import { formatUserLabel, useBrand, useT } from '@exchange/shared-ui';
import { RulesPanel, TermsBox } from './RulesPanel';

/** Welcome with Continue, then the Terms & Conditions with Continue to /cricket, and the Rules. */
export function WelcomeFlow() {
  const brand = useBrand();
  const t = useT();
  const user = useAppSelector(accountSelectors.selectUserData);
  const [step, setStep] = useState<'welcome' | 'terms'>('welcome');

  if (step === 'welcome') {
    return (
      <Box bg="bg" borderRadius="lg" p="6" textAlign="center" data-testid="welcome-step">
        <Heading size="lg" color="brand.primary">
          {t('welcome.heading', { brand: brand.name })}
        </Heading>
        <Text mt="2" fontWeight="semibold" data-testid="confirm-user">
          {formatUserLabel(user?.username ?? '')}
        </Text>
        <Button mt="6" w="full" bg="brand.primary" color="brand.primaryContrast" onClick={() => setStep('terms')}>
          {t('welcome.continue')}
        </Button>
      </Box>
    );
  }
  return (
    <Stack gap="3" data-testid="terms-step">
      <TermsBox />
      <Button asChild bg="brand.primary" color="brand.primaryContrast">
        {/* The main menu: the player's home, whichever remote holds it. */}
        <Link to="/main/dashboard">{t('welcome.continue')}</Link>
      </Button>
      <RulesPanel />
    </Stack>
  );
}
