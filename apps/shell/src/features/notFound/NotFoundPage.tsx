import { Box, Button, Heading, Text } from '@exchange/shared-ui/chakra';
import { Link } from '@exchange/shared-ui/router';
import { useTranslateText } from '@exchange/shared-ui';

export function NotFoundPage() {
  const tx = useTranslateText();
  return (
    <Box p="6" textAlign="center">
      <Heading size="md">{tx('Page not found')}</Heading>
      <Text mt="2" color="fg.muted">
        {tx('This page does not exist.')}
      </Text>
      <Button asChild mt="4" colorPalette="blue">
        <Link to="/main/dashboard/">{tx('BACK TO MAIN MENU')}</Link>
      </Button>
    </Box>
  );
}
