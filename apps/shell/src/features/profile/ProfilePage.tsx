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
import { PageTitle, useTranslateText } from '@exchange/shared-ui';
import { profileApi } from './profileApi';
import { ADDRESS_PLACEHOLDER, CONTACT_PLACEHOLDER, HELPLINE_PLACEHOLDER, clientCode } from './profileSections';
import { RateDifferenceForm } from './RateDifferenceForm';
import { ResponsibleGamblingSection } from './ResponsibleGamblingSection';

function Line({ label, children }: { label: string; children: ReactNode }) {
  const tx = useTranslateText();
  return (
    <Flex justify="space-between" gap="3" py="1.5" borderBottomWidth="1px" borderColor="border.muted" fontSize="sm">
      <Text color="fg.muted">{tx(label)}</Text>
      <Box fontWeight="semibold" textAlign="end">
        {children}
      </Box>
    </Flex>
  );
}

export default function ProfilePage() {
  const tx = useTranslateText();
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
      title: 'Personal Information',
      body: (
        <>
          <Line label="Client Code">{clientCode(user.username)}</Line>
          <Line label="Client Name">{user.username}</Line>
          <Line label="Contact No">{CONTACT_PLACEHOLDER}</Line>
          <Line label="Address">{ADDRESS_PLACEHOLDER}</Line>
        </>
      ),
    },
    { id: 'company', title: 'Company Information', body: <Line label="Help Line No">{HELPLINE_PLACEHOLDER}</Line> },
    {
      id: 'rate',
      title: 'Rate Information',
      body: (
        <Line label="Rate Difference">
          {data ? <RateDifferenceForm key={data.rateDifference} userId={user.id} saved={data.rateDifference} /> : '…'}
        </Line>
      ),
    },
    { id: 'responsible', title: 'Responsible gambling', body: <ResponsibleGamblingSection /> },
  ];

  return (
    <Box bg="bg" borderRadius="sm" pb="4" data-testid="profile-page">
      <PageTitle title={tx('My Profile')} />
      {layout === 'accordion' ? (
        <Accordion.Root collapsible multiple defaultValue={['personal']} px="3">
          {sections.map((s) => (
            <Accordion.Item key={s.id} value={s.id}>
              <Accordion.ItemTrigger fontWeight="bold">
                {tx(s.title)}
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
                {tx(s.title)}
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
