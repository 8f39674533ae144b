/**
 * The part of TypeBox the wire contracts use, and nothing more. packages/contracts imports TypeBox
 * only from here, so that the shell and the remotes can share it as one singleton
 * (`@exchange/typebox-kit` in federation.shared.ts): a shared module is built with every export it
 * has, and sharing `typebox` itself would ship all of its builders, compiler and value functions.
 * A builder a contract needs is added to `Type` below.
 */
import { Type as TypeBox } from 'typebox';
import { Check } from 'typebox/value';

export type { Static, TSchema } from 'typebox';

/** The schema builders the contracts use (TypeBox's own functions). */
export const Type = {
  Array: TypeBox.Array,
  Boolean: TypeBox.Boolean,
  Integer: TypeBox.Integer,
  Literal: TypeBox.Literal,
  Null: TypeBox.Null,
  Number: TypeBox.Number,
  Object: TypeBox.Object,
  Optional: TypeBox.Optional,
  Pick: TypeBox.Pick,
  Record: TypeBox.Record,
  String: TypeBox.String,
  Union: TypeBox.Union,
  Unknown: TypeBox.Unknown,
};

/** Whether a value satisfies a schema; interprets the schema (no code generation, so no unsafe-eval). */
export { Check };
