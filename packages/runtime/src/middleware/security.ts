/** Re-exports of the security middleware, by name: bearerAuth, basicAuth, rateLimit (with its stores), csrf, securityHeaders and their helpers. */
export { bearerAuth, staticTokens } from './bearer-auth/index.js';
export type { BearerAuthOptions, BearerPrincipal, BearerValidate, BearerVerdict } from './bearer-auth/index.js';
export { timingSafeEqualString } from './bearer-auth/credentials.js';
export { basicAuth } from './basic-auth/index.js';
export type { BasicAuthOptions, BasicValidate, BasicVerdict } from './basic-auth/index.js';
export { rateLimit } from './rate-limit/index.js';
export type { RateLimitOptions } from './rate-limit/index.js';
export { MemoryRateLimitStore } from './rate-limit/store.js';
export type { MemoryRateLimitStoreOptions, RateLimitHit, RateLimitStore } from './rate-limit/store.js';
export { redisStore } from './rate-limit/redis.js';
export type { IoRedisClient, NodeRedisClient, RedisClientLike, RedisStoreOptions } from './rate-limit/redis.js';
export { csrf } from './csrf/index.js';
export type { CsrfOptions } from './csrf/index.js';
export { securityHeaders } from './security-headers/index.js';
export type { SecurityHeaderValue, SecurityHeadersOptions } from './security-headers/index.js';
