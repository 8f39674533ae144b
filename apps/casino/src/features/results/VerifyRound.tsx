import { useT, useTranslateText } from '@exchange/shared-ui';
import { Box, Button, Flex, Stack, Table, Text } from '@exchange/shared-ui/chakra';
import { SUIT_SYMBOLS, isCardCode, isRed, parseCard } from '@exchange/betting';
import { useState, type ReactNode } from 'react';
import { Link } from '@exchange/shared-ui/router';
import { CARD_INK } from '../../shared/cardFace';
import type { RoundResult } from './parseResult';
import { SEED_NOT_REVEALED, verifyRound, type SlotCheck, type Verification } from './roundVerification';

export const VERIFY_BUTTON = 'Verify this round';
export const FAIRNESS_PATH = '/fairness';

type Checked = Extract<Verification, { ok: true }>;

/** 'QH' as 'Q♥'; a code that is not a card is shown as it came. */
const cardText = (code: string) =>
  isCardCode(code) ? `${parseCard(code).rank}${SUIT_SYMBOLS[parseCard(code).suit]}` : code;

/** A slot's cards as text in a printed deck's inks: hearts and diamonds red, spades and clubs black. */
function Cards({ cards }: { cards: readonly string[] | null }) {
  const tx = useTranslateText();
  if (cards === null || cards.length === 0) return <>{tx('(none)')}</>;
  return (
    <>
      {cards.map((code, i) => {
        const ink = isCardCode(code) ? (isRed(code) ? 'red' : 'black') : undefined;
        return (
          <span key={i} data-ink={ink} style={ink ? { color: CARD_INK[ink] } : undefined}>
            {i > 0 ? ' ' : ''}
            {cardText(code)}
          </span>
        );
      })}
    </>
  );
}

function Verdict({ ok, yes, no, testId }: { ok: boolean; yes: string; no: string; testId: string }) {
  return (
    <Text fontWeight="bold" color={ok ? 'green.600' : 'red.600'} data-testid={testId} data-ok={String(ok)}>
      {ok ? `✓ ${yes}` : `✗ ${no}`}
    </Text>
  );
}

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <Stack gap="1" borderLeftWidth="3px" borderColor="brand.primary" pl="2" data-testid="verify-step" data-step={n}>
      <Text fontWeight="bold">
        {n}. {title}
      </Text>
      {children}
    </Stack>
  );
}

const Hex = ({ value, testId }: { value: string; testId: string }) => (
  <Box as="code" fontSize="2xs" wordBreak="break-all" data-testid={testId}>
    {value}
  </Box>
);

function SlotRows({ slots }: { slots: readonly SlotCheck[] }) {
  const tx = useTranslateText();
  return (
    <Table.Root size="sm" variant="outline">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{tx('Slot')}</Table.ColumnHeader>
          <Table.ColumnHeader>{tx('Result shows')}</Table.ColumnHeader>
          <Table.ColumnHeader>{tx('Seed deals')}</Table.ColumnHeader>
          <Table.ColumnHeader />
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {slots.map((s) => (
          <Table.Row key={s.slot} data-testid="verify-slot" data-slot={s.slot} data-same={String(s.same)}>
            <Table.Cell>{s.slot}</Table.Cell>
            <Table.Cell data-testid="verify-slot-shown">
              <Cards cards={s.shown} />
            </Table.Cell>
            <Table.Cell data-testid="verify-slot-redealt">
              <Cards cards={s.redealt} />
            </Table.Cell>
            <Table.Cell color={s.same ? 'green.600' : 'red.600'}>{s.same ? '✓' : '✗'}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function Steps({ check, seed }: { check: Checked; seed: string }) {
  const t = useT();
  const tx = useTranslateText();
  return (
    <Stack gap="3" fontSize="xs" data-testid="verify-steps">
      <Step n={1} title={tx('SHA-256 of the revealed seed, computed in your browser')}>
        <Text>
          {tx('Seed')}: <Hex value={seed} testId="verify-seed" />
        </Text>
        <Text>
          SHA-256: <Hex value={check.computedHash} testId="verify-computed-hash" />
        </Text>
      </Step>
      <Step n={2} title={tx('Compared with the hash published before betting')}>
        <Text>
          {tx('Published')}: <Hex value={check.publishedHash} testId="verify-published-hash" />
        </Text>
        <Verdict
          ok={check.hashMatches}
          yes={tx('Match: this seed was fixed before any bet was taken.')}
          no={tx('Mismatch: the revealed seed is not the one whose hash was published.')}
          testId="verify-hash-verdict"
        />
      </Step>
      <Step n={3} title={tx('Cards re-dealt from the seed with the published shuffle')}>
        <SlotRows slots={check.slots} />
        <Verdict
          ok={check.differing.length === 0}
          yes={tx('Same cards: the result is the deal of this seed.')}
          no={t('verify.cardsDiffer', { slots: check.differing.join(', ') })}
          testId="verify-cards-verdict"
        />
      </Step>
    </Stack>
  );
}

/**
 * 'Verify this round' (issue 17): under a settled round whose seed is revealed, re-checks the round
 * in the browser when asked, and links to the page that explains the scheme.
 */
export function VerifyRound({ gameId, round }: { gameId: string; round: RoundResult }) {
  const t = useT();
  const tx = useTranslateText();
  const [check, setCheck] = useState<Verification | null>(null);
  if (!round.seed) {
    return (
      <Text fontSize="xs" color="fg.muted" data-testid="verify-unavailable">
        {tx(SEED_NOT_REVEALED)}
      </Text>
    );
  }
  return (
    <Stack gap="2" data-testid="verify-round">
      <Flex gap="3" align="center" wrap="wrap">
        <Button
          size="xs"
          variant="outline"
          onClick={() => setCheck(verifyRound(gameId, round))}
          data-testid="verify-round-button"
        >
          {t('fairness.verify')}
        </Button>
        <Link to={FAIRNESS_PATH} data-testid="fairness-link">
          <Text as="span" fontSize="xs" fontWeight="bold" color="brand.primary">
            {tx('How rounds are made fair')}
          </Text>
        </Link>
      </Flex>
      {check === null ? null : check.ok ? (
        <Steps check={check} seed={round.seed} />
      ) : (
        <Text fontSize="xs" color="fg.error" role="alert" data-testid="verify-problem">
          {tx(check.problem)}
        </Text>
      )}
    </Stack>
  );
}
