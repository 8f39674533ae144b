import { Type, type Static } from '@exchange/typebox-kit';

export const Announcement = Type.Object({ announcement: Type.String() });
export type Announcement = Static<typeof Announcement>;

// Exactly one field: a misspelt or extra one is a 400, not silently ignored.
export const AnnouncementBody = Type.Object(
  { announcement: Type.String({ maxLength: 2000 }) },
  { additionalProperties: false },
);
