import { Box } from '@chakra-ui/react';

export type AppFooterProps = { brandName: string };

/** Spec: "Footer: Copyright 2025 plus the brand". */
export function AppFooter({ brandName }: AppFooterProps) {
  return (
    <Box as="footer" py="3" px="4" textAlign="center" fontSize="xs" color="fg.muted" bg="white" borderTopWidth="1px">
      Copyright 2025 {brandName}
    </Box>
  );
}
