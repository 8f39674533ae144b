import { royal } from './brands';
import * as chakra from './chakra';
import { createBrandSystem } from './system';

/**
 * The recipes each component re-exported by chakra.ts is styled by. A component whose recipe the
 * lean theme lacks would render unstyled without any error, so every export must be listed here.
 */
const RECIPES_OF: Record<string, { recipes?: string[]; slotRecipes?: string[] }> = {
  Accordion: { slotRecipes: ['accordion'] },
  AppDialog: { slotRecipes: ['dialog'], recipes: ['button'] },
  Badge: { recipes: ['badge'] },
  Button: { recipes: ['button'] },
  Checkbox: { slotRecipes: ['checkbox'], recipes: ['checkmark'] },
  CloseButton: { recipes: ['button'] },
  Dialog: { slotRecipes: ['dialog'] },
  Field: { slotRecipes: ['field'] },
  Heading: { recipes: ['heading'] },
  IconButton: { recipes: ['button'] },
  Input: { recipes: ['input'] },
  Link: { recipes: ['link'] },
  List: { slotRecipes: ['list'] },
  NativeSelect: { slotRecipes: ['nativeSelect'] },
  RadioGroup: { slotRecipes: ['radioGroup'], recipes: ['radiomark'] },
  SkeletonText: { recipes: ['skeleton'] },
  Spinner: { recipes: ['spinner'] },
  Table: { slotRecipes: ['table'] },
  Tabs: { slotRecipes: ['tabs'] },
  createIcon: { recipes: ['icon'] },
};
/** Layout primitives, providers and hooks: no recipe of their own. */
const WITHOUT_RECIPE = [
  'Box',
  'Center',
  'ChakraProvider',
  'Flex',
  'Grid',
  'HStack',
  'Portal',
  'SimpleGrid',
  'Stack',
  'Text',
  'chakra',
  'useBreakpointValue',
  'useChakraContext',
];

describe('the lean Chakra theme', () => {
  const system = createBrandSystem(royal);

  it('knows every component chakra.ts re-exports', () => {
    expect(Object.keys(chakra).sort()).toEqual([...Object.keys(RECIPES_OF), ...WITHOUT_RECIPE].sort());
  });

  it.each(Object.entries(RECIPES_OF))(
    'styles %s: its recipes are in the system',
    (_name, { recipes = [], slotRecipes = [] }) => {
      for (const key of recipes) expect(system.isRecipe(key), `recipe ${key}`).toBe(true);
      for (const key of slotRecipes) expect(system.isSlotRecipe(key), `slot recipe ${key}`).toBe(true);
    },
  );

  it('does not carry recipes of components no screen uses', () => {
    expect(system.isSlotRecipe('colorPicker')).toBe(false);
    expect(system.isRecipe('textarea')).toBe(false);
  });
});
