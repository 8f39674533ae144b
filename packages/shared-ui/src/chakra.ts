/**
 * The Chakra UI the apps use, and nothing more. Shared as one singleton
 * (`@exchange/shared-ui/chakra`) instead of the whole `@chakra-ui/react`: a shared package is
 * built with every export it has, while this module lets the bundler drop what no screen uses.
 * Apps import Chakra only from here (ESLint refuses `@chakra-ui/react` elsewhere); a component a
 * screen needs is added to this list.
 */
export {
  Accordion,
  Badge,
  Box,
  Button,
  Center,
  ChakraProvider,
  Checkbox,
  CloseButton,
  Dialog,
  Field,
  Flex,
  Grid,
  HStack,
  Heading,
  IconButton,
  Input,
  Link,
  List,
  NativeSelect,
  Portal,
  RadioGroup,
  SimpleGrid,
  SkeletonText,
  Spinner,
  Stack,
  Table,
  Tabs,
  Text,
  chakra,
  createIcon,
  useBreakpointValue,
  useChakraContext,
  type SystemContext,
  type SystemStyleObject,
} from '@chakra-ui/react';

// The one dialog frame, drawn with Chakra's Dialog. It comes from here rather than as a stand-in of
// the index: a popup's chunk that imports it brings Chakra with it, so a preloaded popup (the login)
// opens at once instead of waiting for its frame's chunk.
export { AppDialog, type AppDialogProps, type AppDialogSize } from './AppDialog';

// Whatever draws with these components needs the design system built, and may use shared-ui's own
// Chakra-drawn parts: both come with this module, so a Chakra page never waits for them (issue 12).
import * as chakraParts from './chakraParts';
import { registerChakraParts } from './parts';

registerChakraParts(chakraParts);
