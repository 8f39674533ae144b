import {
  Accordion,
  Box,
  Button,
  Flex,
  Heading,
  SimpleGrid,
  Stack,
  Text,
  useBreakpointValue,
} from '@exchange/shared-ui/chakra';
import type { ReactNode } from 'react';
import { Link } from '@exchange/shared-ui/router';
import { accountActions, accountSelectors, useAppDispatch, useAppSelector } from '@exchange/shared-auth';
import { PageTitle, useT, useTranslateText } from '@exchange/shared-ui';
import { profileApi } from './profileApi';
import { clientCode } from './profileSections';
import { RateDifferenceForm } from './RateDifferenceForm';
import { ResponsibleGamblingSection } from './ResponsibleGamblingSection';

/** One line of a section: its label, already in the language on screen, and its value. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" gap="3" py="1.5" borderBottomWidth="1px" borderColor="border.muted" fontSize="sm">
      <Text color="fg.muted">{label}</Text>
      <Box fontWeight="semibold" textAlign="end">
        {children}
      </Box>
    </Flex>
  );
}

export default function ProfilePage() {
  const tx = useTranslateText();
  const t = useT();
  const dispatch = useAppDispatch();
  const user = useAppSelector(accountSelectors.selectUserData);
  const { data } = profileApi.useGetProfileQuery(user?.id ?? 0, { skip: !user });
  const layout = useBreakpointValue({ base: 'accordion', md: 'cards' }) ?? 'cards';
  if (!user) return null;
  const open = (popup: 'changePasswordPopOpen' | 'changeButtonPopOpen') =>
    dispatch(accountActions.popupToggled({ popup, open: true }));

  const sections = [
    {
      id: 'personal',
      title: t('screen.personal'),
      body: (
        <>
          <Line label={t('screen.clientCode')}>{clientCode(user.username)}</Line>
          <Line label={t('screen.clientName')}>{user.username}</Line>
          <Line label={t('screen.contactNo')}>{t('profile.notProvided')}</Line>
          <Line label={t('screen.address')}>{t('profile.notProvided')}</Line>
        </>
      ),
    },
    {
      id: 'company',
      title: t('screen.company'),
      body: <Line label={t('screen.helpLine')}>{t('profile.contactAgent')}</Line>,
    },
    {
      id: 'rate',
      title: t('screen.rateInfo'),
      body: (
        <Line label={t('screen.rateDifference')}>
          {data ? <RateDifferenceForm key={data.rateDifference} userId={user.id} saved={data.rateDifference} /> : '…'}
        </Line>
      ),
    },
    { id: 'responsible', title: t('screen.responsible'), body: <ResponsibleGamblingSection /> },
  ];

  return (
    <Box bg="bg" borderRadius="sm" pb="4" data-testid="profile-page">
      <PageTitle title={tx('My Profile')} />
      {layout === 'accordion' ? (
        <Accordion.Root collapsible multiple defaultValue={['personal']} px="3">
          {sections.map((s) => (
            <Accordion.Item key={s.id} value={s.id}>
              <Accordion.ItemTrigger fontWeight="bold">
                {s.title}
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>{s.body}</Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      ) : (
        <SimpleGrid columns={{ md: 2, xl: 3 }} gap="3" p="3">
          {sections.map((s) => (
            <Box key={s.id} borderWidth="1px" borderRadius="md" p="3">
              <Heading size="sm" mb="2">
                {s.title}
              </Heading>
              {s.body}
            </Box>
          ))}
        </SimpleGrid>
      )}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2" px="3" pt="3" wrap="wrap">
        <Button colorPalette="brand" onClick={() => open('changePasswordPopOpen')}>
          {tx('Change Password')}
        </Button>
        <Button variant="outline" onClick={() => open('changeButtonPopOpen')}>
          {tx('Stake Buttons')}
        </Button>
        <Button asChild variant="outline">
          <Link to="/main/statement">{tx('Account Statement')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/rules">{tx('Rules')}</Link>
        </Button>
      </Stack>
    </Box>
  );
}
