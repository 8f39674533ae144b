import { Type, type Static } from '@exchange/typebox-kit';

/** The player's stake buttons as the API stores and answers them. */
export const WireButtons = Type.Record(
  Type.String({ pattern: '^buttonName(Casino)?\\d{1,2}$|^buttonValue(Casino)?\\d{1,2}$' }),
  Type.Union([Type.String({ maxLength: 20 }), Type.Number()]),
  {
    description: 'buttonName{N}/buttonValue{N} for sports, buttonNameCasino{N}/buttonValueCasino{N} for the casino',
  },
);
export type WireButtons = Static<typeof WireButtons>;

/**
 * Read as sent and judged by stakeButtonsFromWire (packages/betting), so a refusal names the field
 * instead of the schema's generic words.
 */
export const WireButtonsInput = (maxButtons: number) =>
  Type.Record(Type.String(), Type.Unknown(), {
    description: `The whole set, replacing the saved one: buttonName{N} (text) and buttonValue{N} (whole rupees) for N = 1, 2, 3... in each group, sports and casino (buttonNameCasino{N}/buttonValueCasino{N}), at most ${maxButtons} a group; any other field is refused`,
  });
