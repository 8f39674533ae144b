import { Box } from '@chakra-ui/react';
import { useT } from './i18n/translate';

export type AppFooterProps = { brandName: string };

/** Spec: "Footer: Copyright 2025 plus the brand". */
export function AppFooter({ brandName }: AppFooterProps) {
  const t = useT();
  return (
    <Box as="footer" py="3" px="4" textAlign="center" fontSize="xs" color="fg.muted" bg="white" borderTopWidth="1px">
      {t('frame.copyright', { brand: brandName })}
    </Box>
  );
}
