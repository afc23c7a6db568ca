import { Type } from 'typebox';

export const ErrorResponse = Type.Object({ message: Type.String() });

export const IdParams = Type.Object({ id: Type.String({ maxLength: 200 }) });

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([Type.Null(), schema]);

/** The usual error answers, so every route documents them. */
export const errorResponses = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
} as const;
