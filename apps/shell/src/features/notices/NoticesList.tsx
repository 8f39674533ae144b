import { Box, Flex, Text } from '@exchange/shared-ui/chakra';
import { formatEventTime, useTranslateText } from '@exchange/shared-ui';
import { Link } from '@exchange/shared-ui/router';
import { useEffect } from 'react';
import { useRemoteLink } from '../../federation/remoteLinks';
import { noticeLink, noticeText } from './noticeText';
import type { SettlementNotice } from './noticesApi';

function NoticeEntry({ notice, onOpen }: { notice: SettlementNotice; onOpen: () => void }) {
  const link = useRemoteLink();
  const to = noticeLink(notice, (gameId, roundId) => link('roundResult', gameId, roundId));
  const tone = notice.outcome === 'WON' ? 'fg.success' : notice.outcome === 'LOST' ? 'fg.error' : 'fg.muted';
  return (
    <Box as="li" listStyleType="none" borderBottomWidth="1px" borderColor="border.muted">
      <Link to={to} onClick={onOpen} data-testid="notice-entry" data-read={notice.read}>
        <Box px="3" py="2" _hover={{ bg: 'bg.muted' }} bg={notice.read ? undefined : 'brand.50'}>
          <Flex justify="space-between" gap="2">
            <Text fontWeight="bold" fontSize="sm" color={tone}>
              {noticeText(notice)}
            </Text>
            <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
              {formatEventTime(notice.createdAt)}
            </Text>
          </Flex>
          <Text fontSize="xs" color="fg.muted" truncate>
            {notice.detail}
          </Text>
        </Box>
      </Link>
    </Box>
  );
}

/** The bell's open list of the player's settlement notices, newest first (a chunk of its own: NoticesBell.tsx). */
export function NoticesList({ notices, onClose }: { notices: readonly SettlementNotice[]; onClose: () => void }) {
  const tx = useTranslateText();
  // Escape closes it, as it closes every other dialog of the site.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => (event.key === 'Escape' ? onClose() : undefined);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <>
      <Box position="fixed" inset="0" zIndex="dropdown" onClick={onClose} />
      <Box
        role="dialog"
        aria-label={tx('Notifications')}
        // Under the header from its left edge below md (noticesBell.module.css), else under the bell, to its left.
        position="absolute"
        insetStart={{ base: '2', md: 'auto' }}
        insetEnd={{ base: '2', md: '0' }}
        top="100%"
        mt="1"
        w={{ base: 'auto', md: '360px' }}
        maxW="360px"
        maxH="70vh"
        overflowY="auto"
        bg="bg"
        color="fg"
        borderRadius="md"
        boxShadow="lg"
        zIndex="popover"
      >
        <Text px="3" py="2" fontWeight="bold" borderBottomWidth="1px" borderColor="border.muted">
          {tx('Notifications')}
        </Text>
        {notices.length === 0 ? (
          <Text px="3" py="4" color="fg.muted" fontSize="sm">
            {tx('No settled bets yet.')}
          </Text>
        ) : (
          <Box as="ul" m="0" p="0">
            {notices.map((notice) => (
              <NoticeEntry key={notice.id} notice={notice} onOpen={onClose} />
            ))}
          </Box>
        )}
      </Box>
    </>
  );
}
