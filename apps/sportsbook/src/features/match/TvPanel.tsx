import { Box } from '@exchange/shared-ui/chakra';
import { useTranslateText } from '@exchange/shared-ui';
import { matchApi } from './matchApi';

/** 'View Tv': the match stream in a sandboxed frame from the API's origin (DESIGN section 9). */
export function TvPanel({ eventId }: { eventId: number }) {
  const tx = useTranslateText();
  const { data: src } = matchApi.useGetStreamQuery(eventId);
  if (!src) return null;
  return (
    <Box borderRadius="sm" overflow="hidden" bg="black" aspectRatio={16 / 9} maxH="320px" w="full">
      <iframe
        title={tx('Live TV')}
        src={src}
        sandbox=""
        referrerPolicy="no-referrer"
        style={{ border: 0, width: '100%', height: '100%' }}
        data-testid="tv-frame"
      />
    </Box>
  );
}
