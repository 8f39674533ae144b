import { Box, Button, Heading, Text } from '@exchange/shared-ui/chakra';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Box p="6" textAlign="center">
      <Heading size="md">Page not found</Heading>
      <Text mt="2" color="fg.muted">
        This page does not exist.
      </Text>
      <Button asChild mt="4" colorPalette="blue">
        <Link to="/cricket">Go to Cricket</Link>
      </Button>
    </Box>
  );
}
