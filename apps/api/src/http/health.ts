import { Type } from '@fastify/type-provider-typebox';

export const HealthStatus = Type.Object({ status: Type.Literal('ok') });
